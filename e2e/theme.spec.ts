import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * Light and dark themes: the system setting is followed until the visitor
 * chooses with the toggle, and the choice is remembered across reloads.
 */

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));
const toggle = (page: Page) => page.getByRole("button", { name: "Dark theme" });

test("the theme follows the system setting", async ({ page, navigate }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await navigate("/");
  expect(await isDark(page)).toBe(true);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");

  // A change of the system setting applies at once, with no reload.
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => isDark(page)).toBe(false);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
});

test("the toggle switches the theme and the choice survives a reload", async ({
  page,
  navigate,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await navigate("/upgrades");
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();

  await toggle(page).click();
  expect(await isDark(page)).toBe(true);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  expect(await background()).not.toBe(lightBackground);

  await page.reload();
  await expect(page.getByRole("main")).toBeVisible();
  expect(await isDark(page)).toBe(true);
  // The remembered choice wins over the system setting.
  await page.emulateMedia({ colorScheme: "light" });
  expect(await isDark(page)).toBe(true);

  await toggle(page).click();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.getByRole("main")).toBeVisible();
  expect(await isDark(page)).toBe(false);
});

test("the theme is applied before the app's script runs", async ({ page, navigate }) => {
  await navigate("/");
  await toggle(page).click();
  // Hold back the app's JavaScript: only the inline script in index.html can set the class.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  expect(await isDark(page)).toBe(true);
  await page.unrouteAll();
});

test("the toggle is reachable with the keyboard", async ({ page, navigate }) => {
  await navigate("/steps");
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  expect(await isDark(page)).toBe(true);
  await page.keyboard.press("Space");
  expect(await isDark(page)).toBe(false);
});

for (const path of ["/", "/landing-page", "/upgrades", "/steps", "/auth"] as const) {
  test(`axe finds nothing on ${path} in either theme, system or chosen`, async ({
    page,
    navigate,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await navigate(path);
    expect(await isDark(page)).toBe(true);
    await expectNoAxeViolations(page);

    // The light theme, following the system.
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(page)).toBe(false);
    await expectNoAxeViolations(page);

    // Dark again, chosen with the toggle while the system is light.
    await toggle(page).click();
    expect(await isDark(page)).toBe(true);
    await expectNoAxeViolations(page);
  });
}
