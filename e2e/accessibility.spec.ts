import { authForm, expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("axe-core finds no violations", () => {
  test("on the sign-up tab, before and after validation errors", async ({ page, navigate }) => {
    await navigate("/auth");
    await expect(authForm(page).createAccount).toBeVisible();
    await expectNoAxeViolations(page);

    await authForm(page).createAccount.click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("on the sign-in tab, before and after validation errors", async ({ page, navigate }) => {
    await navigate("/auth?tab=signin");
    await expect(authForm(page).signIn).toBeVisible();
    await expectNoAxeViolations(page);

    await authForm(page).signIn.click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("on the 404 page", async ({ page, navigate }) => {
    await navigate("/no-such-page");
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("on the home page", async ({ page, navigate }) => {
    await navigate("/");
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the auth form can be used with the keyboard alone", async ({ page, navigate }) => {
  await navigate("/auth");
  const form = authForm(page);
  await form.firstName.focus();
  await page.keyboard.type("Ada");
  await page.keyboard.press("Tab");
  await expect(form.lastName).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.email).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.password).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.createAccount).toBeFocused();
});
