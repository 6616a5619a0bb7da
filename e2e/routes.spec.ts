import { expect, test } from "./fixtures";

// Every route of the route table opens its page with one main landmark,
// one level-1 heading and a document title.
const PAGES: { path: `/${string}`; heading: string | RegExp; locked?: true }[] = [
  { path: "/", heading: "Welcome" },
  { path: "/landing-page", heading: "Choose Your Journey" },
  { path: "/upgrades", heading: "10 Awareness Upgrades" },
  { path: "/upgrades/temporal-awareness", heading: "Upgrade 1: Temporal Awareness" },
  { path: "/upgrades/review", heading: "Your Journey Review" },
  // Visitors who are not signed in are sent from the dashboard to /auth.
  { path: "/review", heading: "10 Social Steps" },
  { path: "/steps", heading: "10 Social Steps" },
  { path: "/steps/1", heading: "Step 1: Transforming this Medium" },
  // Locked on a fresh server: the Locked dialog opens over the page.
  { path: "/steps/10", heading: "Step 10: Tenth Step", locked: true },
  { path: "/steps/2/preview", heading: /Step 2/ },
  { path: "/steps/3/preview", heading: /Step 3/ },
  { path: "/reflexive-reading", heading: "Transforming this Medium" },
  { path: "/auth", heading: "10 Social Steps" },
];

// Only admins reach these; everyone else is sent to / (e2e/admin-shell.spec.ts).
const ADMIN_PAGES: `/${string}`[] = [
  "/admin/upgrades",
  "/admin/upgrades/new",
  "/admin/upgrades/edit/reflexive-reading",
  "/admin/steps",
  "/admin/steps/new",
  "/admin/steps/edit/step-1",
  "/admin/users",
];

test("every route renders its page", async ({ page, navigate }) => {
  for (const { path, heading, locked } of PAGES) {
    await test.step(path, async () => {
      // A locked step's dialog hides <main> from the accessibility tree, so don't wait for it.
      if (locked) await page.goto(path);
      else await navigate(path);
      if (locked) await expect(page.getByRole("dialog", { name: /Is Locked$/ })).toBeVisible();
      const h1 = page.getByRole("heading", { level: 1, includeHidden: Boolean(locked) });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(heading);
      await expect(page.getByRole("main", { includeHidden: Boolean(locked) })).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
    });
  }
});

test("every admin route renders the admin shell for an admin", async ({
  page,
  navigate,
  loginAsAdmin,
}) => {
  await loginAsAdmin();
  for (const path of ADMIN_PAGES) {
    await test.step(path, async () => {
      await navigate(path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText("Admin Panel");
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
    });
  }
});

// The builders are admin pages outside the admin shell (e2e/upgrade-builder.spec.ts, step-builder.spec.ts).
test("the builders render for an admin", async ({ page, navigate, loginAsAdmin }) => {
  await loginAsAdmin();
  for (const [path, heading] of [
    ["/upgrades/build", "Untitled Upgrade"],
    ["/steps/build", "Step Builder"],
  ] as const) {
    await test.step(path, async () => {
      await navigate(path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(heading);
      await expect(page).toHaveTitle(/\S/);
    });
  }
});

test("/admin redirects to /admin/upgrades", async ({ page, navigate, loginAsAdmin }) => {
  await loginAsAdmin();
  await navigate("/admin");
  await expect(page).toHaveURL("/admin/upgrades");
  await expect(page.getByRole("heading", { level: 2, name: "Manage Upgrades" })).toBeVisible();
});

test("the welcome chooser links to both journeys", async ({ page, navigate }) => {
  await navigate("/");
  await expect(page.getByText("Choose your path:")).toBeVisible();
  const upgrades = page.getByRole("link", { name: /10 Awareness Upgrades/ });
  await expect(upgrades).toHaveAttribute("href", "/upgrades");
  await expect(upgrades).toContainText("A simple journey with local storage and email results");
  const steps = page.getByRole("link", { name: /10 Social Steps/ });
  await expect(steps).toHaveAttribute("href", "/steps");
  await expect(steps).toContainText("Full accounts and progress tracking");

  await upgrades.click();
  await expect(page).toHaveURL("/upgrades");
  await expect(page).toHaveTitle(/10 Awareness Upgrades/);
});
