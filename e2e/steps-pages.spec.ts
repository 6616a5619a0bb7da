import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

/*
 * The Social Steps pages: the /steps landing, the banner's step menu, the
 * Locked dialog, the step pages and their previews. The e2e server runs with
 * the default UNLOCK_BASE (10) on a fresh database, so step 2 and above are
 * locked; where a test needs an open step it answers the unlock check itself
 * (the server's decision is the page's input).
 */

const TITLES = [
  "Transforming this Medium",
  "Second Step",
  "Third Step",
  "Fourth Step",
  "Fifth Step",
  "Sixth Step",
  "Seventh Step",
  "Eighth Step",
  "Ninth Step",
  "Tenth Step",
];
const ICONS = ["🔄", "⭐", "🚀", "💡", "🎯", "⚡", "🔥", "💎", "🌟", "👑"];

/** Makes the page believe the server says step `n` is unlocked. */
async function unlockStep(page: Page, n: number) {
  await page.route(`**/api/steps/${n}/unlock`, (route) =>
    route.fulfill({
      json: { stepNumber: n, isUnlocked: true, requiredUsers: 10 ** (n - 1), currentUsers: 0 },
    }),
  );
}

function stepsMenu(page: Page) {
  return page.getByRole("navigation", { name: "10 Social Steps" }).getByRole("button", {
    name: "Steps",
  });
}

test.describe("/steps landing", () => {
  test("shows the intro, the four phase goals, and begins at Step 1", async ({
    page,
    navigate,
  }) => {
    await navigate("/steps");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("10 Social Steps");
    await expect(page.getByText(/collective participation/)).toBeVisible();

    const goals = page.getByRole("region", { name: "Goals" });
    await expect(goals.getByRole("listitem")).toHaveCount(4);
    await expect(goals.getByRole("heading", { name: "Phase 1" })).toBeVisible();
    await expect(goals).toContainText("Steps 1-4");
    await expect(goals).toContainText("A self-financing network of small teams.");
    await expect(goals).toContainText("Steps 5-7");
    await expect(goals).toContainText("Steps 8-9");
    await expect(goals).toContainText("Step 10");
    await expect(goals).toContainText("Total inclusional social cohesion.");
    await expect(goals).toContainText(/unlocks? as the total number of\s+participants grows/);

    await page.getByRole("link", { name: "Begin Your Journey" }).first().click();
    await expect(page).toHaveURL("/steps/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Step 1: Transforming this Medium",
    );
  });

  test("Learn More scrolls to the intro", async ({ page, navigate }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await navigate("/steps");
    const intro = page.getByRole("region", { name: "A Journey No One Takes Alone" });
    await expect(page.getByRole("heading", { name: "Goals" })).not.toBeInViewport();
    await page.getByRole("button", { name: "Learn More" }).click();
    await expect(intro.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(intro).toBeFocused();
  });
});

test.describe("steps banner", () => {
  test("the menu lists Home and the ten steps with icons, and marks completed steps", async ({
    page,
    navigate,
  }) => {
    await navigate("/steps");
    await page.evaluate(() =>
      localStorage.setItem(
        "step_3_saved",
        JSON.stringify({ experience: "x", rating: 5, timestamp: Date.now() }),
      ),
    );
    await page.reload();
    await stepsMenu(page).click();
    const menu = page.getByRole("menu");
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveCount(11);
    await expect(items.first()).toHaveText("Home");
    for (const [index, title] of TITLES.entries()) {
      const n = index + 1;
      const item = items.nth(n);
      await expect(item).toContainText(`Step ${n}: ${title}`);
      await expect(item).toContainText(ICONS[index] ?? "");
    }
    await expect(
      menu.getByRole("menuitem", { name: "Step 3: Third Step (completed)" }),
    ).toBeVisible();
    await expect(
      menu.getByRole("menuitem", { name: "Step 2: Second Step", exact: true }),
    ).toBeVisible();

    await menu.getByRole("menuitem", { name: "Step 1: Transforming this Medium" }).click();
    await expect(page).toHaveURL("/steps/1");
    await stepsMenu(page).click();
    await page.getByRole("menuitem", { name: "Home" }).click();
    await expect(page).toHaveURL("/steps");
  });

  test("the menu opens from the keyboard even before its code has arrived", async ({
    page,
    navigate,
  }) => {
    // The menu's code loads when the page is idle; hold it back to press first.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/dropdown-menu-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await navigate("/steps");
    const trigger = stepsMenu(page);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menu")).toHaveCount(0);

    release();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    // The open menu hides the rest of the page from the accessibility tree.
    await expect(page.locator('button[aria-expanded="true"]', { hasText: "Steps" })).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(stepsMenu(page)).toBeFocused();
  });

  test("fits a narrow screen when signed in, keeping Progress and Logout named", async ({
    page,
    navigate,
    login,
  }) => {
    await login();
    await page.setViewportSize({ width: 360, height: 700 });
    await navigate("/steps");
    const nav = page.getByRole("navigation", { name: "10 Social Steps" });
    await expect(nav.getByRole("link", { name: "Progress" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(stepsMenu(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a locked step opens the Locked dialog, whose Copy Link copies the /steps link", async ({
    page,
    context,
    navigate,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await navigate("/steps");
    await stepsMenu(page).click();
    // Step 3 needs 100 people to complete step 2: locked on the test server whatever
    // the other specs saved (step 2 may already be open there).
    await page.getByRole("menuitem", { name: "Step 3: Third Step" }).click();

    const dialog = page.getByRole("dialog", { name: "Step 3 Is Locked" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL("/steps");
    await expect(dialog).toContainText("Step 3 unlocks when 100 users complete Step 2");
    await expect(dialog).toContainText(/Currently \d+ of 100 users registered/);
    await expect(dialog).toContainText(
      "Help unlock the next step by sharing Social Steps with others",
    );
    await expect(dialog).toContainText(
      "You determine our future. Share to unlock collective progress.",
    );

    const stepsUrl = `${baseURL}/steps`;
    const email = dialog.getByRole("link", { name: /^Email/ });
    await expect(email).toHaveAttribute("href", /^mailto:\?subject=Join%20Social%20Steps&body=/);
    expect(decodeURIComponent((await email.getAttribute("href")) ?? "")).toContain(stepsUrl);
    for (const [name, prefix] of [
      [/^Twitter\/X/, "https://twitter.com/intent/tweet?"],
      [/^Facebook/, "https://www.facebook.com/sharer/sharer.php?"],
      [/^WhatsApp/, "https://wa.me/?"],
    ] as const) {
      const link = dialog.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      const href = (await link.getAttribute("href")) ?? "";
      expect(href.startsWith(prefix)).toBe(true);
      expect(decodeURIComponent(href)).toContain(stepsUrl);
    }

    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Copy Link" }).click();
    await expect(toast(page, "Link copied!")).toContainText(
      "Share the link with others to unlock the next step.",
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(stepsUrl);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/steps");
  });
});

test.describe("step pages", () => {
  test("Step 1 shows the Reflexive Reading sections, opens its dialog and returns to the overview", async ({
    page,
    navigate,
  }) => {
    await navigate("/steps/1");
    const main = page.getByRole("main");
    await expect(main).toContainText("Step 1 teaches Reflexive Reading through three social facts");
    await expect(main).toContainText("This first upgrade is solo");
    await expect(main).toContainText("The next one is relational");
    await expect(page.getByRole("heading", { name: "The Social Facts of Reading" })).toBeVisible();

    await main.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Transforming this Medium" })).toBeVisible();
    await page.keyboard.press("Escape");

    await main.getByRole("link", { name: "Return to Overview" }).click();
    await expect(page).toHaveURL("/steps");
  });

  test("opening a locked step's address shows the Locked dialog; closing it goes to /steps", async ({
    page,
  }) => {
    // Not `navigate`: the dialog hides <main> from the accessibility tree as it opens.
    await page.goto("/steps/3");
    const dialog = page.getByRole("dialog", { name: "Step 3 Is Locked" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Step 3 unlocks when 100 users complete Step 2");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL("/steps");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("10 Social Steps");
  });

  test("Step 2, once unlocked, is a template whose Continue opens the dialog", async ({
    page,
    navigate,
  }) => {
    await unlockStep(page, 2);
    await navigate("/steps/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Step 2: Second Step");
    await page.getByRole("main").getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("dialog", { name: "Second Step" })).toBeVisible();
  });

  test("Step 3, once unlocked: Begin Journey, five sections, Previous and Complete Step 3", async ({
    page,
    navigate,
  }) => {
    await unlockStep(page, 3);
    await navigate("/steps/3");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Step 3: Understanding Connections",
    );
    await expect(main.getByText(/^Section \d of 5$/)).toHaveCount(5);
    await main.getByRole("button", { name: "Begin Journey" }).click();
    await expect(
      page.getByRole("heading", { name: "Ideas Travel Through People" }),
    ).toBeInViewport();

    await main.getByRole("button", { name: "Complete Step 3" }).click();
    await expect(page.getByRole("dialog", { name: "Understanding Connections" })).toBeVisible();
    await page.keyboard.press("Escape");

    await expect(main.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/steps/2");
  });

  test("an unlocked step with no published content says it is being prepared", async ({
    page,
    navigate,
  }) => {
    await unlockStep(page, 4);
    await navigate("/steps/4");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Step 4: Fourth Step");
    await expect(page.getByText("This step is being prepared.")).toBeVisible();
  });

  test("an unlocked step with a published row shows its content and Continue", async ({
    page,
    navigate,
  }) => {
    await unlockStep(page, 5);
    await page.route("**/api/steps/5", (route) =>
      route.fulfill({
        json: {
          step: {
            id: "step-5",
            stepNumber: 5,
            title: "Fifth Step",
            description: "A description of the fifth step.",
            content: {
              heroTitle: "Weaving the Mesh",
              heroDescription: "Originators and suppliers, side by side.",
              summary: "A description of the fifth step.",
              summaries: [
                { title: "First thread", content: "Find who makes what you use." },
                { title: "Second thread", content: "Meet them.", highlighted: true },
              ],
              finalText: "Closing words for step five.",
            },
          },
        },
      }),
    );
    await navigate("/steps/5");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Weaving the Mesh" })).toBeVisible();
    await expect(main).toContainText("Originators and suppliers, side by side.");
    await expect(main).toContainText("A description of the fifth step.");
    await expect(main.getByRole("heading", { name: "First thread" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Second thread (highlighted)" })).toBeVisible();
    await expect(main).toContainText("Closing words for step five.");
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("dialog", { name: "Fifth Step" })).toBeVisible();
  });
});

test.describe("previews", () => {
  test("/steps/2/preview is the template with a disabled Continue", async ({ page, navigate }) => {
    await navigate("/steps/2/preview");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Step 2");
    await expect(page.getByRole("main").getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  test("/steps/3/preview shows the Step 3 content ending in Continue to Step 4", async ({
    page,
    navigate,
  }) => {
    await navigate("/steps/3/preview");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Step 3: Understanding Connections (Preview)",
    );
    await expect(main.getByText(/^Section \d of 5$/)).toHaveCount(5);
    await expect(main.getByRole("button", { name: "Begin Journey" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Complete Step 3" })).toHaveCount(0);
    const next = main.getByRole("button", { name: "Continue to Step 4" });
    await expect(next).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(page).toHaveURL("/steps/3/preview");
  });

  test("/reflexive-reading shows the Step 1 content", async ({ page, navigate }) => {
    await navigate("/reflexive-reading");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transforming this Medium");
    await expect(page.getByRole("heading", { name: "The Social Facts of Reading" })).toBeVisible();
    await expect(page.getByLabel("Your Experience of Step 1")).toBeVisible();
  });
});

test.describe("axe-core finds no violations", () => {
  for (const path of ["/steps", "/steps/1", "/steps/3/preview", "/reflexive-reading"] as const) {
    test(path, async ({ page, navigate }) => {
      await navigate(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
