import {
  test as base,
  expect,
  expectNoAxeViolations,
  makeUser,
  signUpThroughApi,
  toast,
  waitForAuthSlot,
} from "./fixtures";
import { type MailApp, startMailApp } from "./mail-app";

/*
 * The forgotten-password flow against its own server, which sends real email
 * over SMTP to a receiver in this process (see mail-app.ts).
 */
const test = base.extend<object, { mailApp: MailApp }>({
  mailApp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const app = await startMailApp();
      await use(app);
      await app.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ mailApp }, use) => use(mailApp.url),
});

function resetLinkIn(body: string): string {
  const match = /(http:\/\/localhost:\d+\/auth\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no reset link in the email:\n${body}`);
  return match[1];
}

test("a forgotten password is reset through the emailed link", async ({
  page,
  playwright,
  mailApp,
}) => {
  // Many steps, several of them password hashes and paced sign-ins.
  test.setTimeout(90_000);
  // The account, signed in elsewhere: that session must end with the reset.
  const elsewhere = await playwright.request.newContext({ baseURL: mailApp.url });
  const user = await signUpThroughApi(elsewhere, makeUser("forgot"));
  expect((await (await elsewhere.get("/api/me")).json()).user).toMatchObject({
    email: user.email,
  });

  await page.goto("/auth?tab=signin");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Forgot your password?" }),
  ).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expectNoAxeViolations(page);

  const mail = mailApp.nextMailTo(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    `If an account exists for ${user.email}, we have sent it a link`,
  );
  await expectNoAxeViolations(page);

  const { body } = await mail;
  expect(body).toContain("Subject: Reset your 10 Social Steps password");
  expect(body).toContain("Content-Type: text/plain");
  expect(body).toContain("Content-Type: text/html");
  const link = resetLinkIn(body);
  expect(link.startsWith(`${mailApp.url}/auth/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose a new password" }),
  ).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(`${mailApp.url}/auth/reset-password`);
  await expectNoAxeViolations(page);

  const newPassword = page.getByLabel("New Password", { exact: true });
  const confirm = page.getByLabel("Confirm New Password", { exact: true });
  const save = page.getByRole("button", { name: "Save New Password" });
  await newPassword.fill("nouppercase-123!");
  await confirm.fill("nouppercase-123!");
  await save.click();
  await expect(page.getByText("Password must contain at least one uppercase letter")).toBeVisible();
  await newPassword.fill("Short-1!");
  await save.click();
  await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();

  const chosen = "Fresh-Start-2468!";
  await newPassword.fill(chosen);
  await confirm.fill(`${chosen}x`);
  await save.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await confirm.fill(chosen);
  await save.click();
  await expect(toast(page, "Password updated")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?tab=signin/);

  // The other session ended; the old password no longer works. (A new
  // context with the same cookies: an idle keep-alive socket may be closed by now.)
  const later = await playwright.request.newContext({
    baseURL: mailApp.url,
    storageState: await elsewhere.storageState(),
  });
  await elsewhere.dispose();
  expect((await (await later.get("/api/me")).json()).user).toBeNull();
  await waitForAuthSlot("sign-in");
  const old = await later.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    // It still holds the ended session's cookie, so it must say where it comes from.
    headers: { origin: mailApp.url },
  });
  expect(old.status()).toBe(401);
  await later.dispose();

  // Sign in with the new one.
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(chosen);
  await waitForAuthSlot("sign-in");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Welcome back!")).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("Another-Try-1357!");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("Another-Try-1357!");
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "This link no longer works" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an unknown email gets the same answer and no mail", async ({ page, mailApp }) => {
  const nobody = makeUser("nobody").email;
  let mailed = false;
  mailApp.nextMailTo(nobody, 3_000).then(
    () => {
      mailed = true;
    },
    () => {},
  );
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(nobody);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText(
    `If an account exists for ${nobody}, we have sent it a link`,
  );
  await page.waitForTimeout(3_000);
  expect(mailed).toBe(false);
});
