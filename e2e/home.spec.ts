import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * `/`: the welcome chooser, then the hero (begin button, "Read More First",
 * a background that drifts with scroll), the intro note, the four cards,
 * the benefits and the closing section.
 */

test("the chooser offers both journeys and the sections follow in order", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  // The chooser's texts and links are checked in routes.spec.ts; here, where they lead.
  const upgrades = page.getByRole("link", { name: /10 Awareness Upgrades/ });
  const steps = page.getByRole("link", { name: /10 Social Steps/ });

  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Grow in awareness, then grow together",
    "A note to the reader",
    "Understanding Our Social World",
    "Benefits of Starting the Journey",
    "Good luck, or good fortune.",
  ]);
  const world = page.getByRole("region", { name: "Understanding Our Social World" });
  await expect(world.getByRole("heading", { level: 3 })).toHaveText([
    "Faith",
    "Trust",
    "Giving",
    "Spirit",
  ]);
  await expect(page.getByText(/unlocked through collective participation/)).toBeVisible();
  await expect(page.getByText("We are all rooting for you!")).toBeVisible();

  await expect(page.getByRole("link", { name: "Begin Your Journey" })).toHaveAttribute(
    "href",
    "/landing-page",
  );
  await page.getByRole("link", { name: "Take the First Step" }).click();
  await expect(page).toHaveURL("/steps");

  await navigate("/");
  await steps.click();
  await expect(page).toHaveURL("/steps");
  await navigate("/");
  await upgrades.click();
  await expect(page).toHaveURL("/upgrades");
});

test('"Read More First" scrolls the intro note into view and moves focus there', async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await navigate("/");
  const intro = page.getByRole("region", { name: "A note to the reader" });
  await expect(intro).not.toBeInViewport();
  await page.getByRole("button", { name: "Read More First" }).click();
  await expect(intro).toBeInViewport();
  await expect(intro).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

const heroTransform = (page: import("@playwright/test").Page) =>
  page.locator("img.hero-parallax").evaluate((image) => getComputedStyle(image).transform);

test("the hero background moves with scroll, and stays still with reduced motion", async ({
  page,
  navigate,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await navigate("/");
  const atTop = await heroTransform(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => heroTransform(page)).not.toBe(atTop);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => heroTransform(page)).toBe("none");
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForTimeout(100);
  expect(await heroTransform(page)).toBe("none");
});

test("the page has a title, a description and no lazy image above the fold", async ({
  page,
  navigate,
}) => {
  await navigate("/");
  await expect(page).toHaveTitle("Welcome | Awareness Upgrades & Social Steps");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Choose your path/,
  );
  for (const image of await page.locator("img").all()) {
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    await expect(image).not.toHaveAttribute("loading", "lazy");
  }
  await expectNoAxeViolations(page);
});
