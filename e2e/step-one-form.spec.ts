import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

/*
 * The Step 1 inline form on /reflexive-reading (spec "Step 1 inline form",
 * section 4 "Step 1 form"). Here it has no onComplete (ARCHITECTURE reading 11).
 */

async function stored(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem("step_1_data");
    return raw
      ? (JSON.parse(raw) as { stepNumber: number; experience: string; rating: number })
      : null;
  });
}

test("autosaves, saves on demand, and completes with the Step Complete toast", async ({
  page,
  navigate,
}) => {
  await navigate("/reflexive-reading");
  const form = page.getByRole("region", { name: "Your Experience" });
  await expect(form).toContainText(
    "Before moving on, write about your experience and evaluate 0 to 10. Your responses are saved automatically in your browser.",
  );
  const text = form.getByLabel("Your Experience of Step 1");
  const continueButton = form.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();

  await text.fill("I read the page as if it had just been written for all of us.");
  await expect(continueButton).toBeEnabled();
  // Autosave one second after the last change, with a brief "Saving...".
  await expect(form.getByText("Saving...")).toBeVisible();
  await expect(form.getByText("Just saved")).toBeVisible();
  expect(await stored(page)).toMatchObject({
    stepNumber: 1,
    experience: "I read the page as if it had just been written for all of us.",
    rating: 5,
  });

  await form.getByRole("slider").focus();
  await page.keyboard.press("End");
  await form.getByRole("button", { name: "Save Now" }).click();
  await expect(toast(page, "Saved!")).toContainText(
    "Your Step 1 experience has been saved to your browser.",
  );
  expect((await stored(page))?.rating).toBe(10);

  await expectNoAxeViolations(page);
  await continueButton.click();
  await expect(toast(page, "Step Complete!")).toContainText(
    "Your experience has been saved. Ready for the next step!",
  );
});

test("on the first upgrade's page, Continue completes the upgrade and moves on", async ({
  page,
  navigate,
  login,
}) => {
  await login();
  await navigate("/upgrades/reflexive-reading");
  const form = page.getByRole("region", { name: "Your Experience" });
  await form.getByLabel("Your Experience of Step 1").fill("Every reader was here with me.");
  // The bottom of the 0-10 scale is a valid answer here.
  await form.getByRole("slider").focus();
  await page.keyboard.press("Home");
  await form.getByRole("button", { name: "Continue" }).click();

  await expect(toast(page, "Upgrade Complete!")).toContainText(
    "Your experience has been saved. Continuing your journey...",
  );
  await expect(page).toHaveURL(/\/upgrades\/(?!reflexive-reading)[a-z-]+$/);

  const result = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("upgrade_data_reflexive-reading") ?? "null"),
  );
  expect(result).toMatchObject({
    upgradeId: "reflexive-reading",
    rating: 0,
    responses: { "Your Experience of Step 1": "Every reader was here with me." },
  });
  const journey = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("user_journey") ?? "null"),
  );
  expect(journey.completedUpgrades).toEqual(["reflexive-reading"]);
  // Signed in, the completion also follows the account.
  await expect
    .poll(
      async () =>
        (await (await page.request.get("/api/upgrade-completions")).json()).completedUpgrades,
    )
    .toContain("reflexive-reading");
});
