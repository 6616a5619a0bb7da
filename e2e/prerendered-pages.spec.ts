import { expect, test } from "./fixtures";

/*
 * The public pages arrive as finished HTML (decision 014): they read before
 * any JavaScript runs, and the app takes them over without an error or a
 * change a visitor could see.
 */

const PAGES = [
  { path: "/", heading: "Welcome" },
  { path: "/upgrades", heading: "10 Awareness Upgrades" },
  { path: "/steps", heading: "10 Social Steps" },
  { path: "/steps/1", heading: "Step 1: Transforming this Medium" },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("main")).not.toBeEmpty();
    });
  }

  test("the Step 1 page already holds its seven sections", async ({ page }) => {
    await page.goto("/steps/1");
    await expect(page.getByText("Loading the step...")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  });
});

test("the app takes each page over with no console error and the same heading", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Taken over: the controls answer (the theme switch only works with the app running).
    const themeSwitch = page.getByRole("button", { name: "Dark theme" });
    await themeSwitch.click();
    await expect(themeSwitch).toHaveAttribute("aria-pressed", "true");
    await themeSwitch.click();
    await expect(themeSwitch).toHaveAttribute("aria-pressed", "false");
  }
  expect(errors).toEqual([]);
});

test("a returning visitor's stored journey and theme take over without a hydration error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/upgrades");
  await page
    .getByRole("button", { name: /Begin Your Journey/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/upgrades\/[a-z-]+$/);
  await page.evaluate(() => localStorage.setItem("theme-preference", "dark"));
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  expect(errors).toEqual([]);
});
