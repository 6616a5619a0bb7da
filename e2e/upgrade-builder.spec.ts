import type { Page } from "@playwright/test";
import { failRequests } from "./admin-helpers";
import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

/*
 * /upgrades/build: the upgrade page in build mode beside the guided chat
 * builder (ARCHITECTURE reading 7), its save, and reopening a chat-made
 * upgrade from the admin list.
 */

function chat(page: Page) {
  const log = page.getByRole("log", { name: "Conversation" });
  const input = page.getByRole("textbox", { name: /^Your answer/ });
  return {
    log,
    input,
    async say(text: string) {
      await input.fill(text);
      await input.press("Enter");
    },
  };
}

function preview(page: Page) {
  return page.getByRole("region", { name: "Upgrade preview" });
}

test.describe("upgrade chat builder", () => {
  test("answers shape the preview as they arrive, any answer can be revised, and the save lands in the list as chat-made", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    test.setTimeout(90_000);
    await loginAsAdmin();
    await navigate("/admin/upgrades");
    await page.getByRole("link", { name: "Chat Builder" }).click();
    await expect(page).toHaveURL("/upgrades/build");

    const view = preview(page);
    const { log, input, say } = chat(page);
    await expect(view.getByRole("heading", { level: 1 })).toHaveText("Untitled Upgrade");
    await expect(view.getByText("Build Mode", { exact: true })).toBeVisible();
    await expect(
      view.getByRole("button", { name: "Build Mode - Design in Progress" }),
    ).toBeDisabled();
    await expect(view.getByText(/Describe your upgrade in the chat/)).toBeVisible();
    await expect(log).toContainText("What is it called?");
    await expectNoAxeViolations(page);

    // Nothing answered yet: nothing to save.
    await page.getByRole("button", { name: "Save Upgrade" }).click();
    await expect(toast(page, "No content to save")).toContainText(
      "Please create your upgrade content first",
    );
    await expect(page).toHaveURL("/upgrades/build");

    const title = `Chat Made ${Date.now().toString(36)}`;
    // A title that breaks the form's rule is refused with its message.
    await say("ab");
    await expect(log).toContainText("Title must be at least 3 characters");
    await say(title);
    await expect(view.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(log).toContainText("individual, relational or social");

    await page.getByRole("button", { name: "Social", exact: true }).click();
    await expect(view.getByText("Social", { exact: true })).toBeVisible();

    await say("Notice how a room changes when one person softens.");
    await expect(view).toContainText("Notice how a room changes when one person softens.");

    await say("The Ripple in the Room");
    await expect(view).toContainText("The Ripple in the Room");

    await page.getByRole("button", { name: "Skip" }).click();
    await expect(log).toContainText("(skipped)");

    await input.fill("Who softened first?\nWhat changed after?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(view.getByRole("listitem")).toHaveText([
      "Who softened first?",
      "What changed after?",
    ]);
    await expect(log).toContainText("Your upgrade is ready");
    await expectNoAxeViolations(page);

    // Revise the hero title: the input starts from the old answer.
    await log.getByRole("button", { name: "Revise the hero title" }).click();
    await expect(input).toHaveValue("The Ripple in the Room");
    await say("One Person Softens");
    await expect(view).toContainText("One Person Softens");
    await expect(view).not.toContainText("The Ripple in the Room");
    await expect(log).toContainText("Your upgrade is ready");

    await page.getByRole("button", { name: "Save Upgrade" }).click();
    await expect(toast(page, "Upgrade saved to database")).toContainText("Success");
    await expect(page).toHaveURL("/admin/upgrades");

    // Listed as a chat-made draft whose Edit reopens the chat builder.
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText("Made with the chat builder");
    await expect(card.getByRole("switch")).not.toBeChecked();
    const id = title.toLowerCase().replaceAll(" ", "-");
    const edit = card.getByRole("link", { name: `Edit ${title}` });
    await expect(edit).toHaveAttribute("href", `/upgrades/build?edit=${id}`);
    const stored = await page.request.get(`/api/admin/upgrades/${id}`);
    expect(await stored.json()).toMatchObject({
      upgrade: {
        id,
        title,
        category: "social",
        creationMethod: "chat",
        isPublished: false,
        content: {
          heroTitle: "One Person Softens",
          prompts: ["Who softened first?", "What changed after?"],
        },
      },
    });

    // Reopened: every answer is there, and saving updates the same upgrade.
    await edit.click();
    await expect(page).toHaveURL(`/upgrades/build?edit=${id}`);
    await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(log).toContainText("Your upgrade is ready");
    await log.getByRole("button", { name: "Revise the description" }).click();
    await say("Notice how a whole room changes when one person softens.");
    await page.getByRole("button", { name: "Update Upgrade" }).click();
    await expect(toast(page, "Upgrade updated successfully")).toContainText("Success");
    await expect(page).toHaveURL("/admin/upgrades");
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText(
      "a whole room",
    );
  });

  test("a new upgrade whose title matches another gets its own id instead of overwriting it", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await navigate("/upgrades/build");
    const { say } = chat(page);
    await say("Temporal Awareness");
    await page.getByRole("button", { name: "Relational", exact: true }).click();
    await say("A chat-made upgrade that shares a catalogue title.");
    await page.getByRole("button", { name: "Save Upgrade" }).click();
    await expect(toast(page, "Upgrade saved to database")).toBeVisible();
    const original = await page.request.get("/api/admin/upgrades/temporal-awareness");
    expect(await original.json()).toMatchObject({
      upgrade: { category: "individual", creationMethod: "form", isPublished: true },
    });
    const built = await page.request.get("/api/admin/upgrades/temporal-awareness-2");
    expect(await built.json()).toMatchObject({
      upgrade: { category: "relational", creationMethod: "chat", isPublished: false },
    });
  });

  test("a failed save says so and stays in the builder", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await failRequests(page, "**/api/admin/upgrades/*/build");
    await navigate("/upgrades/build");
    const { say } = chat(page);
    await say("Failing Save");
    await page.getByRole("button", { name: "Individual", exact: true }).click();
    await say("This upgrade will not reach the database.");
    await page.getByRole("button", { name: "Save Upgrade" }).click();
    await expect(toast(page, "Error")).toContainText("Failed to save upgrade to database");
    await expect(page).toHaveURL("/upgrades/build");
  });

  test("an upgrade that cannot be loaded for editing says so", async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await navigate("/upgrades/build?edit=no-such-upgrade");
    await expect(toast(page, "Error")).toContainText("Could not load upgrade for editing");
    await expect(page).toHaveURL("/admin/upgrades");
  });

  test("participants and visitors are sent home from the builders", async ({ page, login }) => {
    await page.goto("/upgrades/build");
    await expect(page).toHaveURL("/");
    await login();
    await page.goto("/upgrades/build");
    await expect(page).toHaveURL("/");
    await page.goto("/steps/build");
    await expect(page).toHaveURL("/");
  });
});
