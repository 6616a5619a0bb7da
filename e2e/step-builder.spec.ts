import { failRequests } from "./admin-helpers";
import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

/* /steps/build: the admin's quick step builder. */

test.describe("step chat builder", () => {
  test("saves a new chat-made draft and reopens it by id", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await navigate("/steps/build?stepNumber=6");
    await expect(page.getByRole("heading", { name: "Step Builder" })).toBeVisible();
    await expect(page.getByLabel("Step Number")).toHaveValue("6");
    const save = page.getByRole("button", { name: "Save Step" });

    // No title, no save; a blank title says so.
    await expect(save).toBeDisabled();
    await page.getByLabel("Title", { exact: true }).fill("   ");
    await page.getByLabel("Title", { exact: true }).blur();
    await expect(page.getByText("Please enter a title")).toBeVisible();
    await expect(save).toBeDisabled();
    await expectNoAxeViolations(page);

    const title = `Share a Meal ${Date.now().toString(36)}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await expect(save).toBeEnabled();
    await page.getByLabel("Step Number").selectOption("7");
    await page
      .getByLabel("Description", { exact: true })
      .fill("Cook for someone outside your circle.");
    await save.click();
    await expect(toast(page, "Step saved successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/steps");

    const row = page
      .getByRole("region", { name: "Step Content" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(row).toContainText("Step 7");
    await expect(row).toContainText("chat builder");
    await expect(row.getByRole("switch")).not.toBeChecked();
    const edit = row.getByRole("link", { name: /^Edit/ });
    await expect(edit).toHaveAttribute("href", /^\/steps\/build\?id=share-a-meal-/);

    await edit.click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Step Number")).toHaveValue("7");
    await page
      .getByLabel("Description", { exact: true })
      .fill("Cook for a neighbour you barely know.");
    await page.getByRole("button", { name: "Save Step" }).click();
    // The first save's toast may still be up: the move back to the dashboard marks this one.
    await expect(page).toHaveURL("/admin/steps");
    await expect(toast(page, "Step saved successfully").first()).toBeVisible();
    const stored = await page.request.get("/api/admin/steps");
    const { steps } = (await stored.json()) as {
      steps: { title: string; description: string; creationMethod: string; displayOrder: number }[];
    };
    expect(steps.filter((step) => step.title === title)).toEqual([
      expect.objectContaining({
        description: "Cook for a neighbour you barely know.",
        creationMethod: "chat",
        displayOrder: 0,
      }),
    ]);
  });

  test("a failed save and a failed load say so", async ({ page, navigate, loginAsAdmin }) => {
    await loginAsAdmin();
    await navigate("/steps/build?id=no-such-step");
    await expect(toast(page, "Failed to load step data")).toBeVisible();

    await failRequests(page, "**/api/admin/steps/chat");
    await navigate("/steps/build");
    await page.getByLabel("Title", { exact: true }).fill("Will Not Save");
    await page.getByRole("button", { name: "Save Step" }).click();
    await expect(toast(page, "Failed to save step")).toBeVisible();
    await expect(page).toHaveURL("/steps/build");
  });
});
