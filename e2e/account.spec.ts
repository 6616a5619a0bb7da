import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, toast, waitForAuthSlot } from "./fixtures";
import { saveExperienceThroughApi } from "./step-helpers";

/** Asked by the browser itself, so it carries whatever session cookie the page has. */
function browserFetch(page: Page, path: string, init?: RequestInit) {
  return page.evaluate(
    async ([url, options]) => {
      const response = await fetch(url, options);
      return { status: response.status, body: await response.json() };
    },
    [path, init ?? {}] as const,
  );
}

async function registeredUsers(page: Page): Promise<number> {
  const { status, body } = await browserFetch(page, "/api/users/count");
  expect(status).toBe(200);
  return body.count;
}

test.describe("Account page", () => {
  // Each test hashes passwords several times on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("a visitor is sent to sign in, and comes back after", async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth\?tab=signin&returnTo=%2Faccount$/);
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await waitForAuthSlot("sign-in");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  });

  test("reached from the banner and the dashboard; a new name shows on the dashboard", async ({
    page,
    login,
  }) => {
    const user = await login();
    await page.goto("/steps");
    await page
      .getByRole("navigation", { name: "10 Social Steps" })
      .getByRole("link", { name: "Account" })
      .click();
    await expect(page).toHaveURL(/\/account$/);

    await page.goto("/review");
    await expect(page.getByText(`Signed in as ${user.firstName} ${user.lastName}`)).toBeVisible();
    await page.getByRole("link", { name: "Account settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
    await expectNoAxeViolations(page);

    const first = page.getByLabel("First Name");
    await expect(first).toHaveValue(user.firstName);
    await first.fill("   ");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await first.fill("Grace");
    await page.getByLabel("Last Name").fill("Hopper");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile updated")).toBeVisible();

    await page.getByRole("link", { name: "Progress Dashboard" }).click();
    await expect(page.getByText("Signed in as Grace Hopper")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Signed in as Grace Hopper")).toBeVisible();
  });

  test("changes the password with the current one and the spec's rule", async ({ page, login }) => {
    const user = await login();
    await page.goto("/account");
    const password = page.getByRole("region", { name: "Password" });
    await password.getByLabel("Current Password").fill("Not-the-right-one-1!");
    await password.getByLabel("New Password", { exact: true }).fill("nodigits-here-ABC");
    await password.getByLabel("Confirm New Password").fill("nodigits-here-ABC");
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(password.getByText("Password must contain at least one number")).toBeVisible();

    await password.getByLabel("New Password", { exact: true }).fill("Changed-Secret-9753");
    await password.getByLabel("Confirm New Password").fill("Changed-Secret-9753");
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(password.getByText("Current password is incorrect")).toBeVisible();

    await password.getByLabel("Current Password").fill(user.password);
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page, "Password changed")).toBeVisible();
    await expect(password.getByLabel("Current Password")).toHaveValue("");

    // Still signed in here, with the new session the change opened.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  });

  test("downloads the user's data, then deletes the account", async ({ page, login }) => {
    const user = await login();
    await saveExperienceThroughApi(page.request, 1, "Words that will be downloaded, then deleted");
    await page.goto("/account");
    const data = page.getByRole("region", { name: "Your data" });

    const downloading = page.waitForEvent("download");
    await data.getByRole("button", { name: "Download My Data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^10-social-steps-my-data-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const file = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
    expect(file.user.email).toBe(user.email);
    expect(file.profile).toMatchObject({ firstName: user.firstName, lastName: user.lastName });
    expect(file.experiences).toEqual([
      expect.objectContaining({
        stepNumber: 1,
        experienceText: "Words that will be downloaded, then deleted",
      }),
    ]);
    expect(file.upgradeCompletions).toEqual([]);

    const before = await registeredUsers(page);
    await data.getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Password", { exact: true }).fill("Not-my-password-1!");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(dialog.getByText("Incorrect password")).toBeVisible();
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(toast(page, "Account deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    expect((await browserFetch(page, "/api/me")).body.user).toBeNull();
    expect(await registeredUsers(page)).toBe(before - 1);
    await waitForAuthSlot("sign-in");
    const signIn = await browserFetch(page, "/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(401);
  });
});
