import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";

/*
 * Shared fixtures and helpers for the end-to-end suite.
 *
 * The server allows 3 sign-ins and 3 sign-ups per 10 s per client, and a
 * request made while blocked keeps the block going. Every sign-in or sign-up
 * the suite makes (API or form) first takes a slot from `waitForAuthSlot`,
 * which spaces them the way the server counts; API calls also retry on 429
 * after `X-Retry-After` seconds.
 */

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type AuthAction = "sign-in" | "sign-up";

const WINDOW_MS = 10_000;
const MAX_PER_WINDOW = 3;
const MARGIN_MS = 750;
const rateState: Record<AuthAction, { count: number; last: number }> = {
  "sign-in": { count: 0, last: 0 },
  "sign-up": { count: 0, last: 0 },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until one more `action` will not be rate-limited, and counts it. */
export async function waitForAuthSlot(action: AuthAction): Promise<void> {
  const state = rateState[action];
  let now = Date.now();
  if (now - state.last > WINDOW_MS + MARGIN_MS) state.count = 0;
  if (state.count >= MAX_PER_WINDOW) {
    await sleep(state.last + WINDOW_MS + MARGIN_MS - now);
    state.count = 0;
    now = Date.now();
  }
  state.count += 1;
  state.last = now;
}

function noteRateLimited(action: AuthAction, retryAfterSeconds: number): void {
  const state = rateState[action];
  state.count = MAX_PER_WINDOW;
  state.last = Date.now() + retryAfterSeconds * 1000 - WINDOW_MS;
}

let userCounter = 0;

/** Credentials for a user that does not exist yet, unique across runs. */
export function makeUser(prefix = "user"): TestUser {
  userCounter += 1;
  const unique = `${Date.now().toString(36)}${userCounter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: "Ada",
    lastName: `Tester${userCounter}`,
    email: `${prefix}-${unique}@example.com`,
    password: `Str0ng!Pass-${unique}`,
  };
}

async function postAuth(
  request: APIRequestContext,
  action: AuthAction,
  data: Record<string, string>,
): Promise<APIResponse> {
  const path = action === "sign-up" ? "/api/auth/sign-up/email" : "/api/auth/sign-in/email";
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await waitForAuthSlot(action);
    const response = await request.post(path, { data });
    if (response.status() !== 429) return response;
    const retryAfter = Number(response.headers()["x-retry-after"] ?? "");
    const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 10;
    noteRateLimited(action, seconds);
  }
  throw new Error(`${path} was still rate-limited after 5 attempts`);
}

/** Creates the account through the API; the context that sends it is then signed in. */
export async function signUpThroughApi(
  request: APIRequestContext,
  user: TestUser = makeUser(),
): Promise<TestUser> {
  const response = await postAuth(request, "sign-up", { ...user });
  if (!response.ok()) {
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  }
  return user;
}

/** Signs an existing account in through the API. */
export async function signInThroughApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await postAuth(request, "sign-in", {
    email: user.email,
    password: user.password,
  });
  if (!response.ok()) {
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  }
}

/** The suite's admin (the e2e server grants the role to this address at sign-up). */
export const ADMIN_USER: TestUser = {
  firstName: "Ada",
  lastName: "Admin",
  email: "admin@e2e.test",
  password: "Adm1n!Password-e2e",
};

/**
 * Signs `request` in as the admin, creating the account on first use. Each
 * e2e server starts on an empty data folder, so the first call signs up.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<TestUser> {
  const signIn = await postAuth(request, "sign-in", {
    email: ADMIN_USER.email,
    password: ADMIN_USER.password,
  });
  if (signIn.ok()) return ADMIN_USER;
  return signUpThroughApi(request, ADMIN_USER);
}

/** A toast in the notification region, found by its title (or any of its text). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });
}

/** Runs axe-core on the current page and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

/** The /auth form fields, by label. */
export function authForm(page: Page) {
  return {
    firstName: page.getByLabel("First Name"),
    lastName: page.getByLabel("Last Name"),
    email: page.getByLabel("Email", { exact: true }),
    password: page.getByLabel("Password", { exact: true }),
    createAccount: page.getByRole("button", { name: /^(Create Account|Creating Account\.\.\.)$/ }),
    signIn: page.getByRole("button", { name: /^(Sign In|Signing In\.\.\.)$/ }),
  };
}

type AppPath = `/${string}`;

interface Fixtures {
  /** Opens an app path and waits for its main content. */
  navigate: (path: AppPath) => Promise<void>;
  /** Creates a new account through the API and signs the page's browser context in. */
  signUp: (user?: TestUser) => Promise<TestUser>;
  /** Signs the page in: with `user` through sign-in, else as a brand-new user. */
  login: (user?: TestUser) => Promise<TestUser>;
  /** Signs the page's browser context in as the suite's admin. */
  loginAsAdmin: () => Promise<TestUser>;
  /** Creates an account without signing the page in (for tests of the sign-in form). */
  createUser: () => Promise<TestUser>;
}

interface WorkerFixtures {
  /** One account per worker, created through the API and never signed in by the page. */
  existingUser: TestUser;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  existingUser: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const user = await signUpThroughApi(request, makeUser("existing"));
      await request.dispose();
      await use(user);
    },
    { scope: "worker" },
  ],
  navigate: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      // Prerendered pages show their markup before React has taken them over.
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    });
  },
  signUp: async ({ page }, use) => {
    await use((user) => signUpThroughApi(page.request, user));
  },
  login: async ({ page }, use) => {
    await use(async (user) => {
      if (!user) return signUpThroughApi(page.request);
      await signInThroughApi(page.request, user);
      return user;
    });
  },
  loginAsAdmin: async ({ page }, use) => {
    await use(() => signInAsAdmin(page.request));
  },
  createUser: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async () => {
      const request = await playwright.request.newContext({ baseURL });
      contexts.push(request);
      return signUpThroughApi(request);
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});

export { expect };
