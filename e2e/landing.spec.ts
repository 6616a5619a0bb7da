import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * `/landing-page`: two halves, Social Steps on the left and Awareness
 * Upgrades on the right; each still image turns into a looping muted video
 * on hover and on keyboard focus, and never plays with reduced motion.
 */

const half = (page: Page, name: string) => page.getByRole("link", { name: new RegExp(name) });
const video = (link: Locator) => link.locator("video");
const playing = (link: Locator) =>
  video(link).evaluate((element: HTMLVideoElement) => !element.paused);
const muted = (link: Locator) => video(link).evaluate((element: HTMLVideoElement) => element.muted);

test("the left half goes to /steps and the right half to /upgrades", async ({ page, navigate }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await navigate("/landing-page");
  const steps = half(page, "10 Social Steps");
  const upgrades = half(page, "10 Awareness Upgrades");
  await expect(steps).toHaveAttribute("href", "/steps");
  await expect(upgrades).toHaveAttribute("href", "/upgrades");
  const left = await steps.boundingBox();
  const right = await upgrades.boundingBox();
  expect(left && right && left.x < right.x).toBe(true);
  await expectNoAxeViolations(page);

  await steps.click();
  await expect(page).toHaveURL("/steps");
  await navigate("/landing-page");
  await upgrades.click();
  await expect(page).toHaveURL("/upgrades");
});

test("hover plays a muted loop and leaving pauses it", async ({ page, navigate }) => {
  await navigate("/landing-page");
  const steps = half(page, "10 Social Steps");
  const upgrades = half(page, "10 Awareness Upgrades");
  expect(await playing(steps)).toBe(false);
  await expect(video(steps)).toHaveAttribute("loop", "");

  await steps.hover();
  await expect.poll(() => playing(steps)).toBe(true);
  expect(await muted(steps)).toBe(true);

  await upgrades.hover();
  await expect.poll(() => playing(upgrades)).toBe(true);
  expect(await muted(upgrades)).toBe(true);
  await expect.poll(() => playing(steps)).toBe(false);
});

test("keyboard focus plays the video too, and moving on pauses it", async ({ page, navigate }) => {
  await navigate("/landing-page");
  const steps = half(page, "10 Social Steps");
  const upgrades = half(page, "10 Awareness Upgrades");
  // Tab from the top of the page until the first half has focus.
  for (let presses = 0; presses < 5; presses += 1) {
    await page.keyboard.press("Tab");
    if (await steps.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(steps).toBeFocused();
  await expect.poll(() => playing(steps)).toBe(true);
  expect(await muted(steps)).toBe(true);

  await page.keyboard.press("Tab");
  await expect(upgrades).toBeFocused();
  await expect.poll(() => playing(upgrades)).toBe(true);
  await expect.poll(() => playing(steps)).toBe(false);
});

test("with reduced motion neither hover nor focus plays a video", async ({ page, navigate }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await navigate("/landing-page");
  const steps = half(page, "10 Social Steps");
  const upgrades = half(page, "10 Awareness Upgrades");
  await steps.hover();
  await upgrades.focus();
  await page.waitForTimeout(500);
  expect(await playing(steps)).toBe(false);
  expect(await playing(upgrades)).toBe(false);
});

test("each half ships a WebM and an MP4 loop of at most 400 KB, and a poster", async ({
  page,
  navigate,
  request,
}) => {
  await navigate("/landing-page");
  const sources = await page
    .locator("video source")
    .evaluateAll((elements) => elements.map((element) => (element as HTMLSourceElement).src));
  expect(sources.map((source) => new URL(source).pathname).sort()).toEqual([
    "/media/steps-loop.mp4",
    "/media/steps-loop.webm",
    "/media/upgrades-loop.mp4",
    "/media/upgrades-loop.webm",
  ]);
  for (const source of sources) {
    const response = await request.get(source);
    expect(response.ok()).toBe(true);
    expect((await response.body()).length).toBeLessThanOrEqual(400 * 1024);
  }
  for (const poster of await page
    .locator("video")
    .evaluateAll((videos) => videos.map((video) => (video as HTMLVideoElement).poster))) {
    expect((await request.get(poster)).headers()["content-type"]).toBe("image/webp");
  }
});
