import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

/*
 * The upgrade page (/upgrades/:upgradeId): completing upgrades through the
 * dialog, the title and position badge, loading and failure, the signed-in
 * completion, and the first upgrade's Reflexive Reading sections.
 */

interface StoredJourney {
  mode: string;
  unlockedUpgrades: string[];
  currentPosition: number;
  completedUpgrades: string[];
  startedAt: number;
  lastActivity: number;
}

interface StoredResult {
  upgradeId: string;
  category: string;
  responses: Record<string, string>;
  rating: number;
  completedAt: number;
  timeSpent: number;
  relativePosition: number;
}

const FIRST = "reflexive-reading";
const SECTION_IDS = [
  "hero",
  "all-readers",
  "live-reading",
  "live-sharing",
  "world-premiere",
  "readership-force",
  "social-facts",
];

function readStored<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((storageKey) => {
    const raw = window.localStorage.getItem(storageKey);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}

async function readJourney(page: Page): Promise<StoredJourney> {
  const journey = await readStored<StoredJourney>(page, "user_journey");
  if (!journey) throw new Error("no user_journey in local storage");
  return journey;
}

/** Opens the app, writes a begun journey, and returns to the caller's path. */
async function startWithJourney(page: Page, journey: Partial<StoredJourney>) {
  await page.goto("/upgrades");
  await page.evaluate(
    (value) => {
      window.localStorage.clear();
      window.localStorage.setItem("user_journey", JSON.stringify(value));
    },
    {
      mode: "random",
      currentPosition: 0,
      completedUpgrades: [],
      startedAt: Date.now(),
      lastActivity: Date.now(),
      ...journey,
    },
  );
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const completionDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Complete Your Upgrade" });

async function upgradeTitle(page: Page, id: string): Promise<string> {
  const response = await page.request.get(`/api/upgrades/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).upgrade.title;
}

/** Fills the dialog's questions (each answer names its question) and picks the rating. */
async function fillCompletion(dialog: Locator, label: string, rating: number) {
  const answers: Record<string, string> = {};
  const fields = dialog.getByRole("textbox");
  const count = await fields.count();
  expect(count).toBeGreaterThanOrEqual(1);
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    const prompt = await field.evaluate(
      (element) => (element as HTMLTextAreaElement).labels?.[0]?.textContent ?? "",
    );
    const answer = `${label}: answer ${index + 1}`;
    await field.fill(answer);
    answers[prompt] = answer;
  }
  // The radio is visually hidden inside its label, which is what a pointer clicks.
  await dialog
    .locator("label")
    .filter({ hasText: new RegExp(`^${rating}$`) })
    .click();
  await expect(dialog.getByRole("radio", { name: String(rating), exact: true })).toBeChecked();
  return answers;
}

test("three upgrades completed through the dialog move the journey on, and a reload resumes it", async ({
  page,
  navigate,
}) => {
  await navigate(`/upgrades/${FIRST}`);
  await expect(heading(page)).toHaveText("Upgrade 1: Transforming This Medium");
  expect(await readJourney(page)).toMatchObject({
    mode: "random",
    unlockedUpgrades: [FIRST],
    currentPosition: 0,
  });

  let current = FIRST;
  for (let step = 0; step < 3; step += 1) {
    await page.getByRole("button", { name: "Complete This Upgrade" }).click();
    const dialog = completionDialog(page);
    await expect(dialog).toContainText(
      "Share your experience and rate this awareness upgrade to continue your journey.",
    );
    const answers = await fillCompletion(dialog, `Upgrade ${step + 1}`, step + 6);
    await dialog.getByRole("button", { name: "Complete Upgrade" }).click();
    await expect(dialog).toBeHidden();

    const journey = await readJourney(page);
    expect(journey.completedUpgrades).toHaveLength(step + 1);
    expect(journey.completedUpgrades[step]).toBe(current);
    expect(journey.currentPosition).toBe(step + 1);
    expect(journey.unlockedUpgrades).toHaveLength(step + 2);
    const next = journey.unlockedUpgrades[step + 1] as string;
    expect(journey.unlockedUpgrades.slice(0, step + 1)).not.toContain(next);

    await expect(page).toHaveURL(`/upgrades/${next}`);
    await expect(heading(page)).toHaveText(
      `Upgrade ${step + 2}: ${await upgradeTitle(page, next)}`,
    );

    const record = await readStored<StoredResult>(page, `upgrade_data_${current}`);
    expect(record).not.toBeNull();
    const { submittedAt, ...responses } = record?.responses ?? {};
    expect(responses).toEqual(answers);
    expect(Number.isNaN(Date.parse(submittedAt ?? ""))).toBe(false);
    expect(record).toMatchObject({ rating: step + 6, relativePosition: step + 1 });
    expect(typeof record?.completedAt).toBe("number");
    expect(record?.timeSpent).toBeGreaterThanOrEqual(0);
    current = next;
  }

  await page.reload();
  await expect(page).toHaveURL(`/upgrades/${current}`);
  await expect(heading(page)).toHaveText(/^Upgrade 4: /);
  await expect(page.getByTestId("position-badge")).toHaveText("4th");
  await expect(page.getByRole("button", { name: "Complete This Upgrade" })).toBeVisible();
  expect((await readJourney(page)).completedUpgrades).toHaveLength(3);
});

test("an upgrade can be completed with the keyboard alone", async ({ page }) => {
  await startWithJourney(page, { unlockedUpgrades: ["temporal-awareness"] });
  await page.goto("/upgrades/temporal-awareness");
  const complete = page.getByRole("button", { name: "Complete This Upgrade" });
  await expect(complete).toBeVisible();

  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press("Tab");
    if (await complete.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(complete).toBeFocused();
  await page.keyboard.press("Enter");

  const dialog = completionDialog(page);
  const fields = dialog.getByRole("textbox");
  await expect(fields.first()).toBeFocused();
  await page.keyboard.type("The past and the future met in one breath.");
  await page.keyboard.press("Tab");
  await expect(fields.nth(1)).toBeFocused();
  await page.keyboard.type("Enough.");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("radio", { name: "1", exact: true })).toBeFocused();
  for (let step = 0; step < 7; step += 1) await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("radio", { name: "8", exact: true })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Complete Upgrade" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(dialog).toBeHidden();
  const journey = await readJourney(page);
  await expect(page).toHaveURL(`/upgrades/${journey.unlockedUpgrades[1]}`);
  const record = await readStored<StoredResult>(page, "upgrade_data_temporal-awareness");
  expect(record?.rating).toBe(8);
  expect(Object.values(record?.responses ?? {})).toContain(
    "The past and the future met in one breath.",
  );
});

test.describe("title, loading and failures", () => {
  test("the title carries the journey position and its ordinal badge", async ({ page }) => {
    await startWithJourney(page, {
      unlockedUpgrades: ["meta-cognition", "pattern-recognition", "temporal-awareness"],
      completedUpgrades: ["meta-cognition", "pattern-recognition"],
      currentPosition: 2,
    });
    await page.goto("/upgrades/temporal-awareness");
    await expect(heading(page)).toHaveText("Upgrade 3: Temporal Awareness");
    await expect(page.getByTestId("position-badge")).toHaveText("3rd");
    await expect(page).toHaveTitle(/^Upgrade 3: Temporal Awareness/);

    await page.goto("/upgrades/pattern-recognition");
    await expect(heading(page)).toHaveText(/^Upgrade 2: /);
    await expect(page.getByTestId("position-badge")).toHaveText("2nd");

    // Not in this journey: its display order stands in.
    await page.goto("/upgrades/consciousness-expansion");
    await expect(heading(page)).toHaveText(/^Upgrade 10: /);
    await expect(page.getByTestId("position-badge")).toHaveText("10th");
    await expect(page.getByRole("heading", { name: "The Moment of Awareness" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready for the next upgrade?" })).toBeVisible();

    await page.getByRole("link", { name: "Return to Overview" }).click();
    await expect(page).toHaveURL("/upgrades");
  });

  test("an unknown upgrade goes back to /upgrades without a message", async ({ page }) => {
    await page.goto("/upgrades/no-such-upgrade");
    await expect(page).toHaveURL("/upgrades");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByRole("listitem"),
    ).toHaveCount(0);
  });

  test('"Loading upgrade..." shows while the upgrade is on its way', async ({ page }) => {
    await page.route("**/api/upgrades/temporal-awareness", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto("/upgrades/temporal-awareness");
    await expect(page.getByText("Loading upgrade...")).toBeVisible();
    await expect(heading(page)).toHaveText(/^Upgrade \d+: Temporal Awareness$/);
    await expect(page.getByText("Loading upgrade...")).toBeHidden();
  });

  test("a failed load says so and goes back to /upgrades", async ({ page }) => {
    await page.route("**/api/upgrades/temporal-awareness", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "Try later." } }),
      }),
    );
    await page.goto("/upgrades/temporal-awareness");
    await expect(toast(page, "Error loading upgrade")).toContainText(
      "Could not load upgrade data. Please try again.",
    );
    await expect(page).toHaveURL("/upgrades");
  });
});

test("signed in: the completion is stored on the account, and the upgrade then offers Continue", async ({
  page,
  login,
  navigate,
}) => {
  await login();
  await navigate(`/upgrades/${FIRST}`);
  await page.getByRole("button", { name: "Complete This Upgrade" }).click();
  const dialog = completionDialog(page);
  await fillCompletion(dialog, "Signed in", 9);
  await dialog.getByRole("button", { name: "Complete Upgrade" }).click();

  const next = (await readJourney(page)).unlockedUpgrades[1] as string;
  await expect(page).toHaveURL(`/upgrades/${next}`);
  await expect
    .poll(async () => {
      const response = await page.request.get("/api/upgrade-completions");
      return (await response.json()).completedUpgrades;
    })
    .toEqual([FIRST]);

  await navigate(`/upgrades/${FIRST}`);
  const continueLink = page.getByRole("link", { name: "Continue Your Journey" });
  await expect(continueLink).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete This Upgrade" })).toHaveCount(0);
  await continueLink.click();
  await expect(page).toHaveURL(`/upgrades/${next}`);
  await expect(page.getByRole("button", { name: "Complete This Upgrade" })).toBeVisible();
});

test.describe("the first upgrade's Reflexive Reading sections", () => {
  test("seven sections in order (axe-clean), dot navigation, carousels, accordion and a disabled Continue", async ({
    page,
    navigate,
  }) => {
    await navigate(`/upgrades/${FIRST}`);
    await expect(heading(page)).toHaveText("Upgrade 1: Transforming This Medium");
    await expect(page.locator("#social-facts")).toBeAttached();
    await expectNoAxeViolations(page);

    const ids = await page
      .getByRole("main")
      .locator("section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(SECTION_IDS);

    // Hero first, then the sections, then the Moment and the Ready block.
    const order = await page.evaluate(() => {
      const top = (element: Element | null) =>
        element ? element.getBoundingClientRect().top + window.scrollY : Number.NaN;
      return [
        top(document.querySelector("main h1")),
        top(document.getElementById("hero")),
        top(document.getElementById("social-facts")),
        top(document.getElementById("moment-heading")),
        top(document.getElementById("ready-heading")),
      ];
    });
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // The typewriter's whole text is there for screen readers from the start.
    await expect(page.locator("#hero .sr-only").first()).toHaveText(/^You are reading\./);

    // Dot navigation: scrolls to the section and marks it as the current one.
    const dots = page.getByRole("navigation", { name: "Reflexive Reading sections" });
    await expect(dots.getByRole("link")).toHaveCount(7);
    await expect(dots.getByRole("link", { name: "Notice the Reading" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    const premiere = dots.getByRole("link", { name: "A World Premiere, Every Time" });
    await premiere.click();
    await expect(premiere).toHaveAttribute("aria-current", "location");
    await expect(dots.locator("[aria-current]")).toHaveCount(1);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.getElementById("world-premiere")?.getBoundingClientRect();
          return box ? box.top >= 0 && box.top <= window.innerHeight / 3 : false;
        }),
      )
      .toBe(true);
    await expect(page.locator("#world-premiere")).toBeFocused();

    // Keyboard: Enter on a dot goes there too.
    const allReaders = dots.getByRole("link", { name: "Everyone Who Reads These Words" });
    await allReaders.focus();
    await page.keyboard.press("Enter");
    await expect(allReaders).toHaveAttribute("aria-current", "location");

    // Carousels loop, and can be paused.
    const reflections = page.getByRole("region", { name: "Short reflections" });
    await expect(reflections).toHaveAttribute("aria-roledescription", "carousel");
    await reflections.getByRole("button", { name: "Pause Short reflections" }).click();
    await expect(reflections.getByRole("button", { name: "Play Short reflections" })).toBeVisible();
    const total = await reflections.locator('[aria-roledescription="slide"]').count();
    expect(total).toBeGreaterThan(2);
    // Only the slide on show is exposed; it may have moved on before the pause.
    const shown = reflections.getByRole("group");
    await expect(shown).toHaveCount(1);
    const position = Number((await shown.getAttribute("aria-label"))?.split(" of ")[0]);
    const next = reflections.getByRole("button", { name: "Next: Short reflections" });
    for (let slide = position; slide < total; slide += 1) await next.click();
    await expect(shown).toHaveAccessibleName(`${total} of ${total}`);
    await next.click();
    await expect(shown).toHaveAccessibleName(`1 of ${total}`);
    await reflections.getByRole("button", { name: "Previous: Short reflections" }).click();
    await expect(shown).toHaveAccessibleName(`${total} of ${total}`);
    const history = page.getByRole("region", { name: "Voices from history" });
    await expect(history).toContainText("Benjamin Franklin");
    await expect(page.getByRole("region", { name: "Authors on reading" })).toBeVisible();

    // Accordion: five items, one open at a time, collapsible; revealed on view.
    const facts = page.locator("#social-facts");
    await facts.scrollIntoViewIfNeeded();
    await expect(facts.locator("[data-revealed]")).toHaveAttribute("data-revealed", "true");
    const triggers = facts.getByRole("button", { expanded: false });
    await expect(triggers).toHaveCount(5);
    const first = facts.getByRole("button", { name: /The page is blank until you read it/ });
    const second = facts.getByRole("button", { name: /The text reached you through people/ });
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await second.click();
    await expect(facts.getByRole("button", { expanded: true })).toHaveCount(0);

    await expect(facts.getByRole("button", { name: "Continue", exact: true })).toBeDisabled();
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the typewriter text is complete at once and carousels stay still", async ({
      page,
      navigate,
    }) => {
      await page.clock.install();
      await navigate(`/upgrades/${FIRST}`);
      const typewriter = page.locator("#hero [data-typewriter]");
      await expect(typewriter).toHaveAttribute("data-typewriter", "done");
      const visible = await typewriter.locator("[data-typewriter-visible]").allTextContents();
      const full = await typewriter.locator(".sr-only").allTextContents();
      expect(visible).toEqual(full);
      expect(full.join(" ")).toMatch(/^You are reading\./);

      await expect(page.getByRole("button", { name: /^Pause / })).toHaveCount(0);
      const reflections = page.getByRole("region", { name: "Short reflections" });
      await expect(reflections.getByRole("group")).toHaveAccessibleName(/^1 of /);
      await page.clock.fastForward(30_000);
      await expect(reflections.getByRole("group")).toHaveAccessibleName(/^1 of /);
    });
  });

  test("carousels move on by themselves", async ({ page, navigate }) => {
    await page.clock.install();
    await navigate(`/upgrades/${FIRST}`);
    const reflections = page.getByRole("region", { name: "Short reflections" });
    await expect(reflections.getByRole("group")).toHaveAccessibleName(/^1 of /);
    await page.clock.fastForward(7_500);
    await expect(reflections.getByRole("group")).toHaveAccessibleName(/^2 of /);
  });
});

test("other upgrade pages never download the Reflexive Reading code", async ({
  page,
  navigate,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await navigate("/upgrades/temporal-awareness");
  await expect(heading(page)).toHaveText(/Temporal Awareness$/);
  await expect(page.getByRole("button", { name: "Complete This Upgrade" })).toBeVisible();
  const firstUpgradeOnly = (url: string) =>
    url.includes("reflexive-reading-sections") || url.includes("step-one-form");
  expect(scripts.filter(firstUpgradeOnly)).toEqual([]);

  await navigate(`/upgrades/${FIRST}`);
  await expect(page.locator("#social-facts")).toBeAttached();
  await expect(page.getByLabel("Your Experience of Step 1")).toBeVisible();
  expect(scripts.filter((url) => url.includes("reflexive-reading-sections"))).toHaveLength(1);
  expect(scripts.filter((url) => url.includes("step-one-form"))).toHaveLength(1);
});

test.describe("axe-core finds no violations", () => {
  // The first upgrade's page is checked in the Reflexive Reading test above.
  test("on another upgrade's page, and with the completion dialog open", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades/temporal-awareness");
    await expect(heading(page)).toHaveText(/Temporal Awareness$/);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Complete This Upgrade" }).click();
    const dialog = completionDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing answered: both messages show under their fields.
    await dialog.getByRole("button", { name: "Complete Upgrade" }).click();
    await expect(
      dialog.getByText("Please answer at least one question before continuing."),
    ).toBeVisible();
    await expect(dialog.getByText("Please rate from 1 to 10")).toBeVisible();
    await expect(dialog.getByRole("textbox").first()).toHaveAttribute("aria-invalid", "true");
    await expect(
      dialog.getByRole("group", { name: "How would you rate this upgrade? (1-10)" }),
    ).toHaveAccessibleDescription(/Please rate from 1 to 10/);
    await expectNoAxeViolations(page);

    // Closing keeps what was typed.
    await dialog.getByRole("textbox").first().fill("Kept");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Complete This Upgrade" }).click();
    await expect(dialog.getByRole("textbox").first()).toHaveValue("Kept");
  });
});
