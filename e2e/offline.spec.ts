import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openStepOneDialog } from "./step-helpers";

/*
 * After one visit the service worker has the app shell, the home, landing and
 * Awareness Upgrades pages and the published upgrades, so the journey goes on
 * with the network off; pages that need the network say so.
 */

test.use({ serviceWorkers: "allow" });

async function firstVisit(page: Page, path: `/${string}`): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("main")).toBeVisible();
  // The worker takes control once it has precached everything (see src/web/sw).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test("offline after a first visit: complete an upgrade and review it", async ({
  page,
  context,
}) => {
  await firstVisit(page, "/upgrades");
  await goOffline(context);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  await page.goto("/landing-page");
  await expect(page.getByRole("link", { name: /10 Awareness Upgrades/ })).toBeVisible();

  await page.goto("/upgrades/temporal-awareness");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upgrade 1: Temporal Awareness");
  await page.getByRole("button", { name: "Complete This Upgrade" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Your Upgrade" });
  const fields = dialog.getByRole("textbox");
  const count = await fields.count();
  for (let index = 0; index < count; index += 1) {
    await fields.nth(index).fill(`Written offline, answer ${index + 1}`);
  }
  await dialog.locator("label").filter({ hasText: /^8$/ }).click();
  await dialog.getByRole("button", { name: "Complete Upgrade" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL("/upgrades/temporal-awareness");

  await page.goto("/upgrades/review");
  await expect(page.getByRole("heading", { level: 1, name: "Your Journey Review" })).toBeVisible();
  await expect(page.getByText("Temporal Awareness").first()).toBeVisible();
  await expect(page.getByText("Written offline, answer 1")).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test("/auth opens offline and says that signing in needs the network", async ({
  page,
  context,
}) => {
  await firstVisit(page, "/");
  await goOffline(context);
  await page.goto("/auth?tab=signin");
  const notice = page.getByText(/^You're offline\. Signing in and creating an account need/);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test("the step experience dialog says saving needs a connection", async ({ page, context }) => {
  const dialog = await openStepOneDialog(page);
  const notice = dialog.getByText(
    "You're offline. Saving your step needs a connection; your words stay in this browser.",
  );
  await expect(notice).toHaveCount(0);
  await goOffline(context);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test("API answers marked no-store are never kept for offline use", async ({ page }) => {
  await firstVisit(page, "/upgrades");
  await page.evaluate(() => fetch("/api/me"));
  const cached = await page.evaluate(async () => {
    const keys: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) keys.push(new URL(request.url).pathname);
    }
    return keys;
  });
  expect(cached).toContain("/api/upgrades/temporal-awareness");
  expect(cached).toContain("/index.html");
  expect(cached.some((path) => path.startsWith("/api/me") || path.startsWith("/api/auth"))).toBe(
    false,
  );
});

test("the app is installable: a manifest with its icons, and Open Graph tags", async ({
  page,
  navigate,
  request,
}) => {
  await navigate("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href as string)).json();
  expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toContain(icon.type);
  }
  for (const property of ["og:title", "og:description", "og:image", "og:type"]) {
    await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /\S/);
  }
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect((await request.get(image as string)).ok()).toBe(true);
});
