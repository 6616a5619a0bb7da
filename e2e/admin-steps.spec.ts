import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

/*
 * The admin steps dashboard and the step form: which step pages exist, and
 * step content that, once published, is what /steps/{n} shows (ARCHITECTURE
 * reading 8).
 */

function stepCard(page: Page, stepNumber: number) {
  return page
    .getByRole("region", { name: "Step Pages" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^Step ${stepNumber}:`) }) });
}

/** Step 4 is locked on this server (it needs 100 people); the page is told it is open. */
async function treatStepAsUnlocked(page: Page, stepNumber: number) {
  await page.route(`**/api/steps/${stepNumber}/unlock`, (route) =>
    route.fulfill({
      json: { stepNumber, isUnlocked: true, requiredUsers: 1, currentUsers: 1 },
    }),
  );
}

test.describe("admin steps", () => {
  test("the dashboard shows which step pages exist, with previews and public pages", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await navigate("/admin/steps");
    await expect(page.getByRole("heading", { name: "Manage Steps" })).toBeVisible();
    for (const [n, preview] of [
      [1, "/reflexive-reading"],
      [2, "/steps/2/preview"],
      [3, "/steps/3/preview"],
    ] as const) {
      const card = stepCard(page, n);
      await expect(card).toContainText("Files Exist");
      await expect(card.getByRole("link", { name: /^Preview \(Sandpit\)/ })).toHaveAttribute(
        "href",
        preview,
      );
      await expect(card.getByRole("link", { name: /^Public Page/ })).toHaveAttribute(
        "href",
        `/steps/${n}`,
      );
    }
    const ten = stepCard(page, 10);
    await expect(ten).toContainText("Not Created");
    await expect(ten).toContainText("has no page yet");
    await expect(ten.getByRole("link", { name: /^Create with Form/ })).toHaveAttribute(
      "href",
      "/admin/steps/new?stepNumber=10",
    );
    await expect(ten.getByRole("link", { name: /^Create with Chat Builder/ })).toHaveAttribute(
      "href",
      "/steps/build?stepNumber=10",
    );
    // The seeded rows are listed with their publish state.
    const rows = page.getByRole("region", { name: "Step Content" });
    await expect(rows.getByRole("switch", { name: /^Publish step 1:/ })).toBeChecked();
    await expect(rows.getByRole("switch", { name: /^Publish step 4:/ }).first()).not.toBeChecked();
    await expectNoAxeViolations(page);

    await stepCard(page, 1)
      .getByRole("link", { name: /^Preview \(Sandpit\)/ })
      .click();
    await expect(page).toHaveURL("/reflexive-reading");
  });

  test("step 4 content made with the form renders on /steps/4 once published", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    test.setTimeout(90_000);
    await loginAsAdmin();
    await navigate("/admin/steps");
    await stepCard(page, 4)
      .getByRole("link", { name: /^Create with Form/ })
      .click();
    await expect(page).toHaveURL("/admin/steps/new?stepNumber=4");
    await expect(page.getByLabel("Step Number")).toHaveValue("4");
    await expectNoAxeViolations(page);

    // The required fields say so.
    await page.getByRole("button", { name: "Create Step" }).click();
    await expect(page.getByText("ID is required")).toBeVisible();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Description is required")).toBeVisible();
    await page.getByLabel("Display Order").fill("-1");
    await page.getByLabel("Display Order").blur();
    await expect(page.getByText("Order must be at least 0")).toBeVisible();

    const id = `e2e-step-4-${Date.now().toString(36)}`;
    const heroTitle = `Meet a Neighbour ${Date.now().toString(36)}`;
    await page.getByLabel("ID", { exact: true }).fill(id);
    await page.getByLabel("Display Order").fill("0");
    // The catalogue's title, so the steps menu reads the same for everyone else.
    await page.getByLabel("Title", { exact: true }).fill("Fourth Step");
    await page
      .getByLabel("Description", { exact: true })
      .fill("Knock on one door you have never knocked on.");
    await page.getByLabel("Hero Title").fill(heroTitle);
    await page.getByRole("button", { name: "Add Summary" }).click();
    await page.getByLabel("Summary 1 Title").fill("Why a neighbour");
    await page.getByRole("button", { name: "Create Step" }).click();
    await expect(page.getByText("This cannot be blank")).toBeVisible();
    await page.getByLabel("Summary 1 Content").fill("Trust starts closest to home.");
    await page.getByLabel("Highlighted").check();
    await page.getByLabel("Final Text").fill("You opened a door today.");
    await page.getByRole("button", { name: "Create Step" }).click();
    await expect(toast(page, "Step created successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/steps");

    // A draft: no page yet.
    await expect(stepCard(page, 4)).toContainText("Not Created");
    const rows = page.getByRole("region", { name: "Step Content" });
    const row = rows.getByRole("listitem").filter({ hasText: id });
    const publish = row.getByRole("switch", { name: "Publish step 4: Fourth Step" });
    await expect(publish).not.toBeChecked();

    try {
      await publish.click();
      await expect(toast(page, "Step published")).toBeVisible();
      await expect(publish).toBeChecked();
      await expect(stepCard(page, 4)).toContainText("Files Exist");

      await treatStepAsUnlocked(page, 4);
      await stepCard(page, 4)
        .getByRole("link", { name: /^Public Page/ })
        .click();
      await expect(page).toHaveURL("/steps/4");
      await expect(page.getByRole("heading", { name: heroTitle })).toBeVisible();
      await expect(page.getByText("Knock on one door you have never knocked on.")).toBeVisible();
      await expect(page.getByRole("heading", { name: /Why a neighbour/ })).toBeVisible();
      await expect(page.getByText("You opened a door today.")).toBeVisible();

      // Edit keeps the id.
      await navigate("/admin/steps");
      await rows
        .getByRole("listitem")
        .filter({ hasText: id })
        .getByRole("link", { name: /^Edit/ })
        .click();
      await expect(page).toHaveURL(`/admin/steps/edit/${id}`);
      await expect(page.getByLabel("ID", { exact: true })).toHaveValue(id);
      await expect(page.getByLabel("ID", { exact: true })).toHaveAttribute("readonly", "");
      await expect(page.getByLabel("Summary 1 Content")).toHaveValue(
        "Trust starts closest to home.",
      );
      await expectNoAxeViolations(page);
      await page.getByLabel("Final Text").fill("You opened a door, and someone opened back.");
      await page.getByRole("button", { name: "Update Step" }).click();
      await expect(toast(page, "Step updated successfully")).toBeVisible();
      await expect(page).toHaveURL("/admin/steps");
      await page.goto("/steps/4");
      await expect(page.getByText("You opened a door, and someone opened back.")).toBeVisible();
    } finally {
      // Other specs expect step 4 to have no published content.
      await page.request.patch(`/api/admin/steps/${id}/publish`, { data: { isPublished: false } });
    }
  });

  test("a taken step id is refused under the field", async ({ page, navigate, loginAsAdmin }) => {
    await loginAsAdmin();
    await navigate("/admin/steps/new");
    await page.getByLabel("ID", { exact: true }).fill("step-5");
    await page.getByLabel("Step Number").selectOption("5");
    await page.getByLabel("Title", { exact: true }).fill("Fifth Step");
    await page.getByLabel("Description", { exact: true }).fill("Another row for step five.");
    await page.getByRole("button", { name: "Create Step" }).click();
    await expect(toast(page, "Failed to save step")).toBeVisible();
    await expect(page.getByText("A step with this ID already exists")).toBeVisible();
  });

  test("a step that cannot be loaded says so", async ({ page, navigate, loginAsAdmin }) => {
    await loginAsAdmin();
    await navigate("/admin/steps/edit/no-such-step");
    await expect(toast(page, "Failed to fetch step data")).toBeVisible();
  });
});
