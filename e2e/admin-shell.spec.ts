import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

const adminPanelButton = (page: Page) => page.getByRole("link", { name: "Admin Panel" });

/** Resolves once the page has asked who is signed in, so an absent button is really absent. */
function whoAmIAnswered(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith("/api/me"));
}

test.describe("admin guard", () => {
  test("a signed-out visitor is sent from the admin area to /", async ({ page }) => {
    await page.goto("/admin/users");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
  });

  test("a signed-in participant is sent from the admin area to /", async ({ page, login }) => {
    await login();
    await page.goto("/admin");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    await page.goto("/admin/steps/new");
    await expect(page).toHaveURL("/");
  });

  test("a spinner shows while the role is checked", async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/me", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/users");
    await expect(page.getByRole("status").filter({ hasText: "Checking access..." })).toBeAttached();
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await expect(page).toHaveURL("/admin/users");
  });

  test("a failed role check counts as not admin", async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    await page.route("**/api/me", (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto("/admin/upgrades");
    await expect(page).toHaveURL("/", { timeout: 20_000 });
    await expect(adminPanelButton(page)).toHaveCount(0);
  });
});

test.describe("admin shell", () => {
  test("an admin sees the shell and moves between the sections by keyboard", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await navigate("/admin");
    await expect(page).toHaveURL("/admin/upgrades");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

    const sections = page.getByRole("navigation", { name: "Admin sections" });
    const upgrades = sections.getByRole("link", { name: "Manage Upgrades" });
    const steps = sections.getByRole("link", { name: "Manage Steps" });
    const users = sections.getByRole("link", { name: "Manage Users" });
    await expect(upgrades).toHaveAttribute("aria-current", "page");
    await expect(steps).not.toHaveAttribute("aria-current", "page");

    await upgrades.focus();
    await page.keyboard.press("Tab");
    await expect(steps).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/admin/steps");
    await expect(steps).toHaveAttribute("aria-current", "page");
    await expect(upgrades).not.toHaveAttribute("aria-current", "page");

    await steps.focus();
    await page.keyboard.press("Tab");
    await expect(users).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/admin/users");
    await expect(users).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: "Manage Users" })).toBeVisible();

    // The floating button is for public pages; the admin area has its own navigation.
    await expect(adminPanelButton(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("Logout signs the admin out with the spec's toast and goes home", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await navigate("/admin/users");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Logged out")).toContainText("You have been logged out successfully");
    await expect(page).toHaveURL("/");
    await page.goto("/admin/users");
    await expect(page).toHaveURL("/");
  });

  test("a failed logout says so and keeps the admin in", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await navigate("/admin/upgrades");
    await page.route("**/api/auth/sign-out", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Failed to log out")).toBeVisible();
    await expect(page).toHaveURL("/admin/upgrades");
  });
});

test.describe("floating Admin Panel button", () => {
  test("shows for an admin on public pages and opens the admin area", async ({
    page,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await page.goto("/");
    const button = adminPanelButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", "/admin/upgrades");
    const box = await button.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      // Round, and in the bottom right corner.
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 64);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 64);
    }
    await expectNoAxeViolations(page);

    await page.goto("/steps");
    await expect(adminPanelButton(page)).toBeVisible();
    await button.click();
    await expect(page).toHaveURL("/admin/upgrades");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  });

  test("is absent for a participant and for a visitor", async ({ page, login }) => {
    let answered = whoAmIAnswered(page);
    await page.goto("/");
    await answered;
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    await expect(adminPanelButton(page)).toHaveCount(0);

    await login();
    answered = whoAmIAnswered(page);
    await page.goto("/");
    await answered;
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    await expect(adminPanelButton(page)).toHaveCount(0);
  });
});
