import {
  authForm,
  expect,
  expectNoAxeViolations,
  makeUser,
  test,
  toast,
  waitForAuthSlot,
} from "./fixtures";
import { openStepOneDialog, readLocal } from "./step-helpers";

test.describe("step experience dialog", () => {
  test("a visitor's draft is kept, Create Account goes to /auth with returnTo, and signing up uploads it", async ({
    page,
  }) => {
    const text = `My first reading, shared with everyone ${Date.now()}`;
    const dialog = await openStepOneDialog(page);
    await expect(
      dialog.getByText("Share your experience and rate how valuable this step was for you."),
    ).toBeVisible();
    await expect(dialog.getByText("Please sign in to save and continue")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue", exact: true })).toHaveCount(0);

    // Blank text is refused.
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Experience required")).toContainText(
      "Please share your experience before continuing.",
    );
    await expect(page).toHaveURL("/steps/1");

    await dialog.getByLabel("Your Experience").fill(text);
    await expect(dialog.getByText(`${text.length}/2000 characters`)).toBeVisible();
    await expect(dialog.getByText("Saved just now")).toBeVisible();
    expect(await readLocal(page, "step_1_draft")).toMatchObject({ experience: text, rating: 5 });

    // The draft comes back when the dialog is opened again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const reopened = await openStepOneDialog(page);
    await expect(reopened.getByLabel("Your Experience")).toHaveValue(text);

    await reopened.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("tab")).toBe("signup");
    expect(url.searchParams.get("returnTo")).toBe("/steps/1");
    expect(await readLocal(page, "step_1_submitted")).toMatchObject({
      experience: text,
      rating: 5,
    });
    expect(await readLocal(page, "step_1_data")).toMatchObject({
      stepNumber: 1,
      experience: text,
      rating: 5,
    });

    const user = makeUser("upload");
    const form = authForm(page);
    await form.firstName.fill(user.firstName);
    await form.lastName.fill(user.lastName);
    await form.email.fill(user.email);
    await form.password.fill(user.password);
    await waitForAuthSlot("sign-up");
    await form.createAccount.click();
    await expect(page).toHaveURL("/steps/1");

    // The post-login routine uploads the pending entry.
    await expect.poll(() => readLocal(page, "step_1_submitted")).toBeNull();
    expect(await readLocal(page, "step_1_saved")).toMatchObject({ experience: text, rating: 5 });

    // The dialog now preloads the server row.
    const signedIn = await openStepOneDialog(page);
    await expect(signedIn.getByLabel("Your Experience")).toHaveValue(text);
    await expect(signedIn.getByRole("button", { name: "Continue", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/review");
    await expect(page.getByRole("heading", { name: "Your Completed Steps" })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText("1/10 Steps")).toBeVisible();
  });

  test("keyboard alone: type, rate with the arrow keys (captions follow) and save", async ({
    page,
    login,
  }) => {
    await login();
    await page.goto("/steps/1");
    const continueButton = page.getByRole("button", { name: "Continue", exact: true });
    await continueButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Transforming this Medium" });
    await expect(dialog).toBeVisible();

    const textarea = dialog.getByLabel("Your Experience");
    await expect(textarea).toBeFocused();
    await page.keyboard.type("Typed by keyboard only.");
    await expect(dialog.getByText("23/2000 characters")).toBeVisible();

    await page.keyboard.press("Tab");
    const slider = dialog.getByRole("slider", { name: "How valuable was this step? (1-10)" });
    await expect(slider).toBeFocused();
    await expect(slider).toHaveAttribute("aria-valuenow", "5");
    await expect(dialog.getByText("Somewhat valuable")).toBeVisible();
    await page.keyboard.press("Home");
    await expect(dialog.getByText("Not very helpful")).toBeVisible();
    await page.keyboard.press("End");
    await expect(dialog.getByText("Life-changing")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuenow", "8");
    await expect(dialog.getByText("Very valuable")).toBeVisible();

    await expectNoAxeViolations(page);

    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Continue", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Progress saved!")).toContainText(
      "Your experience has been recorded.",
    );
    expect(await readLocal(page, "step_1_saved")).toMatchObject({
      experience: "Typed by keyboard only.",
      rating: 8,
    });
    expect(await readLocal(page, "step_1_draft")).toBeNull();
    expect(await readLocal(page, "step_1_submitted")).toBeNull();
  });

  test("a failed save keeps the entry and the retry reuses its idempotency key", async ({
    page,
    login,
  }) => {
    await login();
    const keys: string[] = [];
    let fail = true;
    await page.route("**/api/experiences", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (fail)
        return route.fulfill({ status: 503, json: { error: { code: "DOWN", message: "x" } } });
      return route.continue();
    });
    const dialog = await openStepOneDialog(page);
    await dialog.getByLabel("Your Experience").fill("Retry me");
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(toast(page, "Save failed")).toContainText(
      "Your response is saved locally. We'll retry when you continue.",
    );
    await expect(dialog).toBeVisible();
    const pending = await readLocal<{ idempotencyKey: string }>(page, "step_1_submitted");
    expect(pending?.idempotencyKey).toBe(keys[0]);

    fail = false;
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(toast(page, "Progress saved!")).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await readLocal(page, "step_1_submitted")).toBeNull();
  });
});
