import type { Browser } from "@playwright/test";
import { failRequests } from "./admin-helpers";
import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

/*
 * Admin upgrade management: the list, the form editor's create and edit, the
 * publish switch, and what visitors see of drafts.
 */

/** What a visitor (a fresh, signed-out browser) gets on the upgrade's page. */
async function visitorSeesUpgrade(browser: Browser, id: string, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const list = await page.request.get("/api/upgrades");
    const { upgrades } = (await list.json()) as { upgrades: { id: string }[] };
    const listed = upgrades.some((upgrade) => upgrade.id === id);
    await page.goto(`/upgrades/${id}`);
    let shown = false;
    try {
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title, {
        timeout: 5_000,
      });
      shown = true;
    } catch {
      await expect(page).toHaveURL(/\/upgrades$/);
    }
    return { listed, shown };
  } finally {
    await context.close();
  }
}

test.describe("admin upgrades", () => {
  test("the form creates a draft with every rule checked; publishing shows it to visitors; editing keeps the id", async ({
    page,
    browser,
    navigate,
    loginAsAdmin,
  }) => {
    test.setTimeout(90_000);
    await loginAsAdmin();
    await navigate("/admin/upgrades");
    await expect(page.getByRole("heading", { name: "Manage Upgrades" })).toBeVisible();
    // The seeded catalogue is listed with its order and category.
    const firstCard = page.getByRole("listitem").filter({ hasText: "Transforming This Medium" });
    await expect(firstCard).toContainText("Order: 1");
    await expect(firstCard).toContainText("Individual");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Form Editor" }).click();
    await expect(page).toHaveURL("/admin/upgrades/new");
    await expect(page.getByRole("heading", { name: "Create Upgrade" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Every rule's message shows under its field.
    await page.getByRole("button", { name: "Create Upgrade" }).click();
    await expect(page.getByText("ID must be at least 3 characters")).toBeVisible();
    await expect(page.getByText("Title must be at least 3 characters")).toBeVisible();
    await expect(page.getByText("Description must be at least 10 characters")).toBeVisible();
    await expect(page.getByText("Choose a category", { exact: true }).last()).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("ID", { exact: true }).fill("Not A Slug");
    await page.getByLabel("ID", { exact: true }).blur();
    await expect(
      page.getByText("ID can only contain lowercase letters, numbers, and hyphens"),
    ).toBeVisible();
    await page.getByLabel("Display Order").fill("101");
    await page.getByLabel("Display Order").blur();
    await expect(page.getByText("Order must be at most 100")).toBeVisible();
    await expectNoAxeViolations(page);

    const id = `e2e-form-${Date.now().toString(36)}`;
    const title = "Listening Between Words";
    await page.getByLabel("ID", { exact: true }).fill(id);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Description", { exact: true })
      .fill("Hear what is meant beneath what is said.");
    await page.getByLabel("Category").selectOption("relational");
    await page.getByLabel("Display Order").fill("42");
    await page.getByLabel("Hero Title").fill("The Space Between");
    await page.getByLabel("Reflection Prompt 2").fill("What did you hear that was not said?");
    await page.getByRole("button", { name: "Create Upgrade" }).click();
    await expect(toast(page, "Upgrade created successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/upgrades");

    // A new upgrade is a draft: listed for the admin, invisible to visitors.
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText("Order: 42");
    await expect(card).toContainText("Relational");
    const publish = card.getByRole("switch", { name: `Publish ${title}` });
    await expect(publish).not.toBeChecked();
    await expect(card).toContainText("Draft");
    expect(await visitorSeesUpgrade(browser, id, title)).toEqual({ listed: false, shown: false });

    // The admin can preview the draft.
    await expect(card.getByRole("link", { name: `Preview ${title}` })).toHaveAttribute(
      "href",
      `/upgrades/${id}`,
    );

    await publish.click();
    await expect(toast(page, "Upgrade published")).toBeVisible();
    await expect(publish).toBeChecked();
    await expect(card).toContainText("Published");
    expect(await visitorSeesUpgrade(browser, id, title)).toEqual({ listed: true, shown: true });

    // Edit: the form editor, with the id fixed.
    const edit = card.getByRole("link", { name: `Edit ${title}` });
    await expect(edit).toHaveAttribute("href", `/admin/upgrades/edit/${id}`);
    await edit.click();
    await expect(page.getByRole("heading", { name: "Edit Upgrade" })).toBeVisible();
    await expect(page.getByLabel("ID", { exact: true })).toHaveValue(id);
    await expect(page.getByLabel("ID", { exact: true })).toHaveAttribute("readonly", "");
    await expect(page.getByLabel("Hero Title")).toHaveValue("The Space Between");
    await expect(page.getByLabel("Reflection Prompt 1")).toHaveValue(
      "What did you hear that was not said?",
    );
    await expectNoAxeViolations(page);
    await page.getByLabel("Title", { exact: true }).fill("Listening Beneath Words");
    await page.getByRole("button", { name: "Update Upgrade" }).click();
    await expect(toast(page, "Upgrade updated successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/upgrades");
    await expect(
      page.getByRole("listitem").filter({ hasText: "Listening Beneath Words" }),
    ).toBeVisible();
    const stored = await page.request.get(`/api/admin/upgrades/${id}`);
    expect(await stored.json()).toMatchObject({
      upgrade: { id, title: "Listening Beneath Words", isPublished: true, creationMethod: "form" },
    });

    // Unpublishing takes it away from visitors again.
    const editedCard = page.getByRole("listitem").filter({ hasText: "Listening Beneath Words" });
    await editedCard.getByRole("switch").click();
    await expect(toast(page, "Upgrade unpublished")).toBeVisible();
    await expect(editedCard.getByRole("switch")).not.toBeChecked();

    // The same id cannot be taken twice: the server's message shows under ID.
    await navigate("/admin/upgrades/new");
    await page.getByLabel("ID", { exact: true }).fill(id);
    await page.getByLabel("Title", { exact: true }).fill("Another Title");
    await page.getByLabel("Description", { exact: true }).fill("A second upgrade with a taken id.");
    await page.getByLabel("Category").selectOption("social");
    await page.getByRole("button", { name: "Create Upgrade" }).click();
    await expect(toast(page, "Failed to save upgrade")).toBeVisible();
    await expect(page.getByText("An upgrade with this ID already exists")).toBeVisible();
    await expect(page).toHaveURL("/admin/upgrades/new");
  });

  test("a failed publish switch says so and keeps the upgrade as it was", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await failRequests(page, "**/api/admin/upgrades/*/publish");
    await navigate("/admin/upgrades");
    const card = page.getByRole("listitem").filter({ hasText: "Temporal Awareness" });
    await card.getByRole("switch").click();
    await expect(toast(page, "Failed to update publish status")).toBeVisible();
    await expect(card.getByRole("switch")).toBeChecked();
  });

  test("a failed list load says so", async ({ page, navigate, loginAsAdmin }) => {
    await loginAsAdmin();
    await failRequests(page, "**/api/admin/upgrades");
    await navigate("/admin/upgrades");
    await expect(toast(page, "Failed to load upgrades")).toBeVisible();
  });

  test("with no upgrades the list offers to create the first one", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await page.route("**/api/admin/upgrades", (route) => route.fulfill({ json: { upgrades: [] } }));
    await navigate("/admin/upgrades");
    await expect(page.getByText("No upgrades found")).toBeVisible();
    await page.getByRole("link", { name: "Create Your First Upgrade" }).click();
    await expect(page).toHaveURL("/admin/upgrades/new");
  });

  test("an unknown upgrade cannot be edited", async ({ page, navigate, loginAsAdmin }) => {
    await loginAsAdmin();
    await navigate("/admin/upgrades/edit/no-such-upgrade");
    await expect(toast(page, "Failed to load upgrade")).toBeVisible();
  });
});
