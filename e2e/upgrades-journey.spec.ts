import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { UPGRADE_CATALOGUE } from "../src/core/catalogue";
import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

/*
 * The anonymous Awareness Upgrades journey around the upgrade pages: the
 * /upgrades landing, the sticky top bar (journey menu, Start Over, Share, Save
 * Results) and the /upgrades/review page. Completions are seeded straight into
 * local storage with the spec's keys and shapes; the completion dialog itself
 * is covered with the upgrade page (e2e/upgrade-page.spec.ts).
 */

const IDS = UPGRADE_CATALOGUE.map((upgrade) => upgrade.id);
const byId = (id: string) => {
  const upgrade = UPGRADE_CATALOGUE.find((u) => u.id === id);
  if (!upgrade) throw new Error(`no upgrade ${id}`);
  return upgrade;
};

interface StoredJourney {
  mode: "random" | "responsive";
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
  rating: number | null;
  completedAt: number;
  timeSpent: number | null;
  relativePosition: number;
}

interface Seed {
  journey?: StoredJourney;
  results?: StoredResult[];
  /** Any other local storage keys. */
  extra?: Record<string, string>;
}

const T0 = Date.UTC(2030, 2, 4, 9, 30);

function journeyOf(
  unlocked: string[],
  completed: string[],
  mode: StoredJourney["mode"] = "random",
): StoredJourney {
  return {
    mode,
    unlockedUpgrades: unlocked,
    currentPosition: Math.min(completed.length, unlocked.length),
    completedUpgrades: completed,
    startedAt: T0,
    lastActivity: T0,
  };
}

function resultOf(
  id: string,
  position: number,
  rating: number | null,
  timeSpent: number | null,
  answers: Record<string, string> = {},
): StoredResult {
  const completedAt = T0 + position * 3_600_000;
  return {
    upgradeId: id,
    category: byId(id).category,
    responses: { ...answers, submittedAt: new Date(completedAt).toISOString() },
    rating,
    completedAt,
    timeSpent,
    relativePosition: position,
  };
}

/** A journey with the first `count` catalogue upgrades completed in order, one more unlocked. */
function completedJourney(count: number, mode: StoredJourney["mode"] = "random"): Seed {
  const unlocked = IDS.slice(0, Math.min(10, count + 1));
  const completed = IDS.slice(0, count);
  return {
    journey: journeyOf(unlocked, completed, mode),
    results: completed.map((id, index) => resultOf(id, index + 1, 8, 300)),
  };
}

/** Writes the seed into this origin's local storage and reloads the page. */
async function seed(page: Page, data: Seed): Promise<void> {
  await page.evaluate((s) => {
    if (s.journey) localStorage.setItem("user_journey", JSON.stringify(s.journey));
    for (const result of s.results ?? []) {
      localStorage.setItem(`upgrade_data_${result.upgradeId}`, JSON.stringify(result));
    }
    for (const [key, value] of Object.entries(s.extra ?? {})) localStorage.setItem(key, value);
  }, data);
  await page.reload();
  await pageReady(page);
}

/**
 * The main content is shown and the (lazily loaded) toast region is in place. A
 * modal dialog hides everything outside it from assistive technology except live
 * regions present when it opens, so toasts are only findable by role when the
 * region was there first.
 */
async function pageReady(page: Page): Promise<void> {
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
}

async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

async function storedJourney(page: Page): Promise<StoredJourney | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("user_journey");
    return raw ? (JSON.parse(raw) as StoredJourney) : null;
  });
}

const topBar = (page: Page) => page.getByRole("banner");
const heroButton = (page: Page, name: string) => page.getByRole("button", { name }).first();

function statTile(page: Page, label: string): Locator {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

/** Marks the current document so a test can tell when the page has been reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marked?: boolean }).__marked = true;
  });
}

async function expectReloaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as unknown as { __marked?: boolean }).__marked ?? "reloaded")
        // The evaluation may land in the middle of the reload.
        .catch(() => "navigating"),
    )
    .toBe("reloaded");
}

/** Keys the reset sweep must remove, and keys it must leave alone. */
const SWEPT = {
  responsive_journey_state: '{"lastCategory":"individual"}',
  upgrade_settings: "x",
  step_1_draft: '{"experience":"draft","rating":5,"timestamp":1}',
  step_2_saved: '{"experience":"saved","rating":7,"timestamp":1}',
};
const KEPT = { theme: "dark", "other-app:upgrade_data": "keep" };

test.describe("the /upgrades landing", () => {
  test("begins in random mode; the call to action follows the journey from Begin to Review", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("10 Awareness Upgrades");
    await expect(page.getByRole("button", { name: "Begin Your Journey" })).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Your Progress", exact: true })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Random" })).toBeChecked();

    await heroButton(page, "Begin Your Journey").click();
    await expect(page).toHaveURL(/\/upgrades\/[a-z-]+$/);
    const journey = await storedJourney(page);
    expect(journey?.mode).toBe("random");
    expect(journey?.unlockedUpgrades).toHaveLength(1);
    const first = journey?.unlockedUpgrades[0] ?? "";
    expect(IDS).toContain(first);
    expect(new URL(page.url()).pathname).toBe(`/upgrades/${first}`);

    await page.goto("/upgrades");
    await expect(page.getByRole("button", { name: "Continue Your Journey" })).toHaveCount(3);
    const progress = page.getByRole("region", { name: "Your Progress", exact: true });
    await expect(progress).toContainText("0 of 10");
    await expect(progress).toContainText("0%");
    await expect(progress).toContainText("Random");
    await expect(progress.getByRole("button", { name: "Review Journey" })).toHaveCount(0);
    await heroButton(page, "Continue Your Journey").click();
    await expect(page).toHaveURL(`/upgrades/${first}`);

    await page.goto("/upgrades");
    await seed(page, completedJourney(10));
    await expect(page.getByRole("button", { name: "Review Your Journey" })).toHaveCount(2);
    await expect(progress).toContainText("10 of 10");
    await expect(progress).toContainText("100%");
    await progress.getByRole("button", { name: "Review Journey" }).click();
    await expect(page).toHaveURL("/upgrades/review");
    await expect(
      page.getByText("Congratulations on completing all 10 Awareness Upgrades!"),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue Journey" })).toHaveCount(0);
  });

  test("responsive mode is saved and begins with the first upgrade of the catalogue", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades");
    await page.getByRole("radio", { name: "Responsive" }).click();
    await expect(page.getByRole("radio", { name: "Responsive" })).toBeChecked();
    expect((await storedJourney(page))?.mode).toBe("responsive");

    await page.reload();
    await expect(page.getByRole("radio", { name: "Responsive" })).toBeChecked();
    await expect(heroButton(page, "Begin Your Journey")).toBeVisible();

    await heroButton(page, "Begin Your Journey").click();
    await expect(page).toHaveURL("/upgrades/reflexive-reading");
    const journey = await storedJourney(page);
    expect(journey?.unlockedUpgrades).toEqual(["reflexive-reading"]);
    expect(journey?.mode).toBe("responsive");
  });

  test("the learn-more button brings the introduction into view", async ({ page, navigate }) => {
    await navigate("/upgrades");
    const intro = page.getByRole("region", { name: "What the ten upgrades are" });
    const introTop = async () => (await intro.boundingBox())?.y ?? Number.NaN;
    expect(await introTop()).toBeGreaterThan(300);
    await page.getByRole("button", { name: "Learn More" }).click();
    // Scrolled so the section starts just below the sticky top bar.
    await expect.poll(introTop).toBeLessThan(100);
    await expect(intro).toBeFocused();
  });

  test("a reload keeps the journey, and a second tab sees it and its changes", async ({
    page,
    context,
    navigate,
  }) => {
    await navigate("/upgrades");
    await heroButton(page, "Begin Your Journey").click();
    await expect(page).toHaveURL(/\/upgrades\/[a-z-]+$/);
    const first = (await storedJourney(page))?.unlockedUpgrades[0] ?? "";

    await page.goto("/upgrades");
    await page.reload();
    await expect(heroButton(page, "Continue Your Journey")).toBeVisible();

    const second = await context.newPage();
    await second.goto("/upgrades");
    await expect(heroButton(second, "Continue Your Journey")).toBeVisible();
    const progress = second.getByRole("region", { name: "Your Progress", exact: true });
    await expect(progress).toContainText("0 of 10");

    // A completion written by the first tab reaches the open second tab.
    await page.evaluate(
      ([id, result]) => {
        const journey = JSON.parse(localStorage.getItem("user_journey") ?? "{}");
        journey.completedUpgrades = [id];
        journey.currentPosition = 1;
        journey.unlockedUpgrades = [
          id,
          id === "meta-cognition" ? "temporal-awareness" : "meta-cognition",
        ];
        localStorage.setItem("user_journey", JSON.stringify(journey));
        localStorage.setItem(`upgrade_data_${id}`, JSON.stringify(result));
      },
      [first, resultOf(first, 1, 8, 60)] as const,
    );
    await expect(progress).toContainText("1 of 10");
    await expect(progress).toContainText("10%");
    await second.close();
  });
});

test.describe("the top bar", () => {
  test("the journey menu lists Home and the unlocked upgrades, ticks completed ones and disables unreachable ones", async ({
    page,
    navigate,
  }) => {
    const [a, b, c, d] = [
      "temporal-awareness",
      "meta-cognition",
      "paradox-integration",
      "systemic-thinking",
    ];
    await navigate("/upgrades");
    await seed(page, {
      journey: { ...journeyOf([a, b, c, d], [a]), currentPosition: 1 },
      results: [resultOf(a, 1, 9, 100)],
    });

    const menuButton = topBar(page).getByRole("button", { name: "Journey menu" });
    await menuButton.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveCount(5);
    await expect(menu.getByRole("menuitem").nth(0)).toHaveText("Home");
    const item = (position: number, id: string) =>
      menu.getByRole("menuitem", { name: new RegExp(`^${position}\\. ${byId(id).title}`) });

    await expect(item(1, a)).toHaveAccessibleName(`1. ${byId(a).title} (completed)`);
    await expect(item(1, a)).not.toHaveAttribute("aria-disabled", "true");
    await expect(item(2, b)).toHaveAccessibleName(`2. ${byId(b).title}`);
    await expect(item(2, b)).not.toHaveAttribute("aria-disabled", "true");
    for (const [position, id] of [
      [3, c],
      [4, d],
    ] as const) {
      await expect(item(position, id)).toHaveAttribute("aria-disabled", "true");
      await expect(item(position, id)).toHaveAccessibleName(
        `${position}. ${byId(id).title} (not yet available)`,
      );
    }

    // A disabled item does nothing; a reachable one navigates.
    await item(3, c).click({ force: true });
    await expect(page).toHaveURL("/upgrades");
    await item(2, b).click();
    await expect(page).toHaveURL(`/upgrades/${b}`);

    await page.goto("/upgrades/review");
    await pageReady(page);
    await topBar(page).getByRole("button", { name: "Journey menu" }).click();
    await page.getByRole("menuitem", { name: "Home" }).click();
    await expect(page).toHaveURL("/upgrades");
  });

  test.describe("Share", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("without a share sheet: Copy Link and the four share popups", async ({
      page,
      navigate,
      baseURL,
    }) => {
      await page.addInitScript(() => {
        // Record popups instead of opening real third-party pages.
        const opened: string[][] = [];
        (window as unknown as { __opened: string[][] }).__opened = opened;
        window.open = (...args: unknown[]) => {
          opened.push(args.map(String));
          return null;
        };
        Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      });
      await navigate("/upgrades");
      const share = topBar(page).getByRole("button", { name: "Share" });

      await share.click();
      await page.getByRole("menuitem", { name: "Copy Link" }).click();
      await expect(toast(page, "Link copied!")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/upgrades`);

      const link = encodeURIComponent(`${baseURL}/upgrades`);
      const expected: [string, RegExp][] = [
        [
          "Twitter",
          new RegExp(`^https://twitter\\.com/intent/tweet\\?text=.+&url=${escapeRegExp(link)}$`),
        ],
        [
          "Facebook",
          new RegExp(`^https://www\\.facebook\\.com/sharer/sharer\\.php\\?u=${escapeRegExp(link)}`),
        ],
        [
          "LinkedIn",
          new RegExp(
            `^https://www\\.linkedin\\.com/sharing/share-offsite/\\?url=${escapeRegExp(link)}$`,
          ),
        ],
        ["WhatsApp", new RegExp(`^https://wa\\.me/\\?text=.+${escapeRegExp(link)}$`)],
      ];
      for (const [name] of expected) {
        await share.click();
        await page.getByRole("menuitem", { name: new RegExp(`^${name}`) }).click();
      }
      const opened = await page.evaluate(
        () => (window as unknown as { __opened: string[][] }).__opened,
      );
      expect(opened).toHaveLength(4);
      opened.forEach(([url, target, features], index) => {
        expect(url).toMatch(expected[index]?.[1] ?? /never/);
        expect(target).toBe("_blank");
        expect(features).toContain("width=600,height=400");
      });
    });

    test("with a share sheet: the title, text and link are shared; a cancel is silent; a failure copies the message", async ({
      page,
      navigate,
      baseURL,
    }) => {
      await page.addInitScript(() => {
        const calls: ShareData[] = [];
        const w = window as unknown as { __shares: ShareData[]; __shareError: string | null };
        w.__shares = calls;
        w.__shareError = null;
        Object.defineProperty(navigator, "share", {
          configurable: true,
          value: async (data: ShareData) => {
            calls.push(data);
            if (w.__shareError) throw new DOMException("share failed", w.__shareError);
          },
        });
      });
      await navigate("/upgrades");
      const share = topBar(page).getByRole("button", { name: "Share" });
      // With a share sheet the button opens it directly: no menu behind it.
      await expect(share).not.toHaveAttribute("aria-haspopup");

      await share.click();
      const shares = await page.evaluate(
        () => (window as unknown as { __shares: ShareData[] }).__shares,
      );
      expect(shares).toHaveLength(1);
      expect(shares[0]?.title).toBe("10 Awareness Upgrades");
      expect(shares[0]?.url).toBe(`${baseURL}/upgrades`);
      expect(shares[0]?.text).toMatch(/awareness/i);
      await expect(page.getByRole("menu")).toHaveCount(0);

      await page.evaluate(() => {
        (window as unknown as { __shareError: string }).__shareError = "AbortError";
      });
      await share.click();
      await page.waitForTimeout(300);
      await expect(toast(page, /Copied to clipboard|Link copied!/)).toHaveCount(0);

      await page.evaluate(() => {
        (window as unknown as { __shareError: string }).__shareError = "NotAllowedError";
      });
      await share.click();
      await expect(toast(page, "Copied to clipboard")).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(shares[0]?.text ?? "?");
      expect(copied).toContain(`${baseURL}/upgrades`);
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("the journey review", () => {
  const [a, b, c] = ["temporal-awareness", "emotional-archaeology", "systemic-thinking"];
  const results = [
    resultOf(a, 1, 9, 120, {
      "Which memory or expectation was most present for you today?": "The morning walk",
      "What changes when you let this moment be enough?": "I slow down",
    }),
    resultOf(b, 2, 6, 240, { "Which feeling did you explore?": "Impatience" }),
    resultOf(c, 3, null, null),
  ];
  const seeded: Seed = {
    journey: journeyOf([a, b, c, "meta-cognition"], [a, b, c]),
    results,
  };

  test("shows the figures and a card per completed upgrade", async ({ page, navigate }) => {
    await navigate("/upgrades");
    await seed(page, seeded);
    await page.goto("/upgrades/review");
    await pageReady(page);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Journey Review");
    await expect(page.getByText("You've completed 3 out of 10 upgrades")).toBeVisible();
    await expect(statTile(page, "Completed")).toHaveText("3");
    await expect(statTile(page, "Progress")).toHaveText("30%");
    // (120 + 240) / 2 s = 3 min; the unmeasured one does not count.
    await expect(statTile(page, "Avg. Minutes")).toHaveText("3");
    await expect(statTile(page, "Rated")).toHaveText("2");

    await expect(page.getByRole("heading", { level: 2, name: "Your Upgrades" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);

    const first = cards.nth(0);
    const upgradeA = byId(a);
    await expect(first).toHaveAccessibleName(`Upgrade 1: ${upgradeA.title}`);
    await expect(first).toContainText("Individual");
    await expect(first).toContainText("9/10");
    await expect(first).toContainText(upgradeA.description);
    await expect(first).toContainText(upgradeA.content.heroDescription);
    await expect(first.getByRole("heading", { name: "Your Responses" })).toBeVisible();
    await expect(first).toContainText(
      "Which memory or expectation was most present for you today?",
    );
    await expect(first).toContainText("The morning walk");
    await expect(first).toContainText("I slow down");
    await expect(first).not.toContainText("submittedAt");
    const submitted = await page.evaluate(
      (ms) =>
        new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeStyle: "short" }).format(ms),
      results[0]?.completedAt ?? 0,
    );
    await expect(first).toContainText(`Submitted ${submitted}`);

    await expect(cards.nth(1)).toHaveAccessibleName(`Upgrade 2: ${byId(b).title}`);
    await expect(cards.nth(1)).toContainText("Relational");
    await expect(cards.nth(1)).toContainText("6/10");
    await expect(cards.nth(2)).toHaveAccessibleName(`Upgrade 3: ${byId(c).title}`);
    await expect(cards.nth(2)).toContainText("Social");
    await expect(cards.nth(2)).toContainText("Not rated");

    await expectNoAxeViolations(page);

    // Continue Journey goes to the next upgrade; Return Home and Close go to /upgrades.
    await page.getByRole("button", { name: "Continue Journey" }).click();
    await expect(page).toHaveURL("/upgrades/meta-cognition");
    for (const name of ["Return Home", "Close"]) {
      await page.goto("/upgrades/review");
      await pageReady(page);
      await page.getByRole("main").getByRole("button", { name, exact: true }).click();
      await expect(page).toHaveURL("/upgrades");
    }
  });

  test("a stored result of an upgrade the catalogue does not know is titled Unknown Upgrade", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades");
    await page.evaluate(() => {
      localStorage.setItem(
        "upgrade_data_retired-upgrade",
        JSON.stringify({
          upgradeId: "retired-upgrade",
          category: "social",
          responses: { "What stayed with you?": "Quiet" },
          rating: 4,
          completedAt: Date.UTC(2030, 0, 1),
          timeSpent: 30,
          relativePosition: 1,
        }),
      );
    });
    await page.goto("/upgrades/review");
    await pageReady(page);
    await expect(page.getByRole("heading", { level: 3, name: /Unknown Upgrade/ })).toBeVisible();
  });

  test("an unreadable stored record is skipped with a console warning; the rest still shows", async ({
    page,
    navigate,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await navigate("/upgrades");
    await seed(page, {
      ...completedJourney(1),
      extra: { "upgrade_data_meta-cognition": "{not json" },
    });
    await page.goto("/upgrades/review");
    await pageReady(page);
    await expect(page.getByText("You've completed 1 out of 10 upgrades")).toBeVisible();
    expect(warnings.some((text) => text.includes("upgrade_data_meta-cognition"))).toBe(true);
  });

  test("with nothing completed: zero figures, no axe violations, Continue Journey goes to /upgrades", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades/review");
    await expect(page.getByText("You've completed 0 out of 10 upgrades")).toBeVisible();
    await expect(statTile(page, "Avg. Minutes")).toHaveText("-");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Continue Journey" }).click();
    await expect(page).toHaveURL("/upgrades");
  });

  test("Download JSON File saves the export file", async ({ page, navigate }) => {
    await navigate("/upgrades");
    await seed(page, seeded);
    await page.goto("/upgrades/review");
    await pageReady(page);
    await page.getByRole("button", { name: "Save Journey" }).click();
    const dialog = page.getByRole("dialog", { name: "Save Your Results" });
    await expect(dialog).toBeVisible();

    const before = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download JSON File" }).click(),
    ]);
    await expect(toast(page, "Journey Downloaded")).toContainText(
      "Your journey data has been saved to your device.",
    );
    const today = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    expect(download.suggestedFilename()).toBe(`awareness-journey-${today}.json`);

    const file = JSON.parse(readFileSync(await download.path(), "utf8"));
    expect(Date.parse(file.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(file.summary).toEqual({
      totalCompleted: 3,
      totalUpgrades: 10,
      completionRate: 0.3,
      averageTimeSpent: 180,
      lastActivity: results[2]?.completedAt,
    });
    expect(file.upgrades).toEqual(
      results.map((r) => ({
        upgradeId: r.upgradeId,
        position: r.relativePosition,
        category: r.category,
        responses: r.responses,
        rating: r.rating,
        completedAt: new Date(r.completedAt).toISOString(),
        timeSpent: r.timeSpent,
      })),
    );
  });

  test("Send Results: an invalid address is refused, a valid one is emailed", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades");
    await seed(page, seeded);
    await topBar(page).getByRole("button", { name: "Save Results" }).click();
    const dialog = page.getByRole("dialog", { name: "Save Your Results" });
    const email = dialog.getByLabel("Email address");
    await expect(email).toHaveAttribute("maxlength", "255");

    await email.fill("not-an-email");
    await dialog.getByRole("button", { name: "Send Results" }).click();
    await expect(toast(page, "Invalid email")).toContainText("Invalid email address");
    await expect(dialog).toBeVisible();

    const address = `journey-${Date.now().toString(36)}@example.com`;
    await email.fill(`  ${address} `);
    await dialog.getByRole("button", { name: "Send Results" }).click();
    await expect(toast(page, "Results saved!")).toContainText(address);
    await expect(dialog).toHaveCount(0);

    // The server wrote the message to the outbox (no SMTP in the e2e server).
    const port = new URL(page.url()).port;
    const outbox = join(process.cwd(), ".tmp", `e2e-data-${port}`, "outbox");
    await expect
      .poll(() => {
        const files = readdirSync(outbox, { withFileTypes: true }).filter((f) =>
          f.name.endsWith(".eml"),
        );
        const texts = files.map((f) => decodeMail(readFileSync(join(outbox, f.name), "utf8")));
        return texts.find((text) => text.includes(address)) ?? "";
      })
      .toContain(byId(a).title);

    // The field was cleared for next time.
    await topBar(page).getByRole("button", { name: "Save Results" }).click();
    await expect(dialog.getByLabel("Email address")).toHaveValue("");
  });

  test("with nothing completed, neither sending nor downloading saves anything", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades");
    await topBar(page).getByRole("button", { name: "Save Results" }).click();
    const dialog = page.getByRole("dialog", { name: "Save Your Results" });
    await dialog.getByLabel("Email address").fill("someone@example.com");
    await dialog.getByRole("button", { name: "Send Results" }).click();
    await expect(toast(page, "No results to save")).toContainText(
      "Complete at least one upgrade to save results.",
    );

    let downloaded = false;
    page.on("download", () => {
      downloaded = true;
    });
    await dialog.getByRole("button", { name: "Download JSON File" }).click();
    await expect(toast(page, "No results to save")).toHaveCount(2);
    expect(downloaded).toBe(false);
  });
});

/** The text of an .eml file with quoted-printable and base64 parts decoded (roughly). */
function decodeMail(raw: string): string {
  const quoted = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)]
    .map((m) => Buffer.from((m[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"))
    .join("\n");
  return `${quoted}\n${base64}`;
}

test.describe("starting over", () => {
  const full: Seed = {
    ...completedJourney(3, "responsive"),
    extra: { ...SWEPT, ...KEPT },
  };

  test("from the top bar, after confirmation; Cancel keeps everything", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades");
    await seed(page, full);
    await page.goto("/upgrades/review");
    await pageReady(page);
    const keysBefore = await storageKeys(page);
    expect(keysBefore).toEqual(
      expect.arrayContaining([
        "user_journey",
        "upgrade_data_reflexive-reading",
        ...Object.keys(SWEPT),
      ]),
    );

    await topBar(page).getByRole("button", { name: "Start over" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Start Over?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storageKeys(page)).toEqual(keysBefore);
    await expect(page).toHaveURL("/upgrades/review");

    await markDocument(page);
    await topBar(page).getByRole("button", { name: "Start over" }).click();
    await dialog.getByRole("button", { name: "Yes, Start Over" }).click();
    await expect(page).toHaveURL("/upgrades");
    await expectReloaded(page);
    expect(await storageKeys(page)).toEqual(Object.keys(KEPT).sort());
    await expect(heroButton(page, "Begin Your Journey")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Random" })).toBeChecked();
  });

  test("Reset Journey on the landing clears at once, back to random mode, progress hidden", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades");
    await seed(page, full);
    const progress = page.getByRole("region", { name: "Your Progress", exact: true });
    await expect(progress).toContainText("3 of 10");
    await expect(progress).toContainText("Responsive");
    await expect(page.getByRole("radio", { name: "Responsive" })).toBeChecked();

    await markDocument(page);
    await progress.getByRole("button", { name: "Reset Journey" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expectReloaded(page);
    await expect(page).toHaveURL("/upgrades");
    expect(await storageKeys(page)).toEqual(Object.keys(KEPT).sort());
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Random" })).toBeChecked();
    await expect(heroButton(page, "Begin Your Journey")).toBeVisible();
  });
});

test.describe("axe-core finds no violations", () => {
  test("on /upgrades, fresh and with progress, and with the dialogs open", async ({
    page,
    navigate,
  }) => {
    await navigate("/upgrades");
    await expect(heroButton(page, "Begin Your Journey")).toBeVisible();
    await expectNoAxeViolations(page);

    await seed(page, completedJourney(4));
    await expect(page.getByRole("region", { name: "Your Progress", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await topBar(page).getByRole("button", { name: "Journey menu" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);

    await topBar(page).getByRole("button", { name: "Save Results" }).click();
    await expect(page.getByRole("dialog", { name: "Save Your Results" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await topBar(page).getByRole("button", { name: "Start over" }).click();
    await expect(page.getByRole("alertdialog", { name: "Start Over?" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
