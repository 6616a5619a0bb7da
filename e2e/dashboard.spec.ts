import { expect, expectNoAxeViolations, signUpThroughApi, test, toast } from "./fixtures";
import { saveExperienceThroughApi } from "./step-helpers";

test.describe("Progress Dashboard", () => {
  test("a visitor is sent to /auth", async ({ page }) => {
    await page.goto("/review");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("empty state, tiles and both tabs pass axe", async ({ page, login }) => {
    await login();
    await page.goto("/review");
    await expect(page.getByRole("heading", { level: 1, name: "Progress Dashboard" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Personal" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText("Your Individual Progress")).toBeVisible();
    await expect(page.getByText("0/10 Steps")).toBeVisible();
    await expect(
      page.getByText(
        "You haven't completed any steps yet. Start your journey to see your progress here!",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue to Step 1" })).toHaveAttribute(
      "href",
      "/steps/1",
    );
    await expect(page.getByRole("link", { name: "View All Steps" })).toHaveAttribute(
      "href",
      "/steps",
    );
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Collective" }).click();
    await expect(page.getByText("Our Collective Progress")).toBeVisible();
    await expect(page.getByText(/^Total So Far: \d+\/10 of us$/)).toBeVisible();
    await expect(page.getByText("Unlocked", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Progress to unlock: \d+ \/ \d+ participants$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("versions, averages and editing twice: Version 3 of 3", async ({ page, login }) => {
    await login();
    await saveExperienceThroughApi(page.request, 1, "First version", 4);
    await page.goto("/review");
    const card = page.getByRole("group", { name: "Transforming This Medium" });
    await expect(card).toContainText("Step 1");
    await expect(card).toContainText("First version");
    await expect(card).toContainText("4/10");
    await expect(card.getByText(/Version \d of \d/)).toHaveCount(0);

    for (const [index, text] of ["Second version", "Third version"].entries()) {
      await card.getByRole("button", { name: "Edit your experience of Step 1" }).click();
      const dialog = page.getByRole("dialog", { name: "Transforming This Medium" });
      await expect(dialog.getByLabel("Your Experience")).toHaveValue(
        index === 0 ? "First version" : "Second version",
      );
      if (index === 0) await expectNoAxeViolations(page);
      await dialog.getByLabel("Your Experience").fill(text);
      await dialog.getByRole("slider").press("End");
      await dialog.getByRole("button", { name: "Continue", exact: true }).click();
      await expect(toast(page, "Progress saved!").last()).toBeVisible();
      // Saving moves on to step 2 or shows it locked; come back either way.
      await page.waitForTimeout(800);
      await page.goto("/review");
    }

    await expect(card.getByText("Version 3 of 3")).toBeVisible();
    await expect(card).toContainText("Third version");
    await expect(card).toContainText("10/10");
    await expect(page.getByText("1/10 Steps")).toBeVisible();
    // Latest Avg. 10.00, Total Avg. (4 + 10 + 10) / 3 = 8.00
    await expect(page.getByText("10.00")).toBeVisible();
    await expect(page.getByText("8.00")).toBeVisible();

    await card.getByRole("button", { name: "Older version of Step 1" }).click();
    await expect(card.getByText("Version 2 of 3")).toBeVisible();
    await expect(card).toContainText("Second version");
    await expect(card.getByRole("button", { name: /Edit/ })).toHaveCount(0);
    await card.getByRole("button", { name: "Older version of Step 1" }).click();
    await expect(card).toContainText("First version");
    await expect(card.getByRole("button", { name: "Older version of Step 1" })).toBeDisabled();
    await card.getByRole("button", { name: "Newer version of Step 1" }).click();
    await expect(card.getByText("Version 2 of 3")).toBeVisible();
  });

  test("the Collective tab follows other people's progress without a reload", async ({
    page,
    login,
    browser,
  }) => {
    await login();
    await page.goto("/review");
    await page.getByRole("tab", { name: "Collective" }).click();
    const progress = page.getByText(/^Progress to unlock: \d+ \/ \d+ participants$/);
    await expect(progress).toBeVisible();
    const lockedCard = page.getByRole("group").filter({ has: progress });
    const before = (await lockedCard.textContent()) ?? "";
    const lockedStep = Number(/Step (\d+)/.exec(before)?.[1]);
    expect(lockedStep).toBeGreaterThan(1);

    // Someone else completes the step before the locked one.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpThroughApi(otherPage.request);
    await saveExperienceThroughApi(otherPage.request, lockedStep - 1, "From another browser", 9);
    await other.close();

    await expect(async () => {
      const after = (await page.getByRole("tabpanel").textContent()) ?? "";
      expect(after).not.toContain(before);
    }).toPass();
  });

  test("Share Progress copies the share text when there is no share sheet", async ({
    page,
    login,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await login();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto("/review");
    await page.getByRole("button", { name: "Share Progress" }).click();
    await expect(toast(page, "Copied to Clipboard")).toContainText(
      "Share text has been copied to your clipboard.",
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("/steps");
  });
});
