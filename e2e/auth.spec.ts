import { authForm, expect, makeUser, test, toast, waitForAuthSlot } from "./fixtures";

test.describe("sign up", () => {
  test("a visitor creates an account through the form and is signed in", async ({
    page,
    navigate,
  }) => {
    const user = makeUser("signup");
    await navigate("/auth");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    const form = authForm(page);
    await form.firstName.fill(user.firstName);
    await form.lastName.fill(user.lastName);
    await form.email.fill(user.email);
    await form.password.fill(user.password);
    await expect(page.getByText(/^Must be 12\+ characters with uppercase/)).toBeVisible();

    await waitForAuthSlot("sign-up");
    await form.createAccount.click();

    await expect(toast(page, "Welcome!")).toContainText(
      "Your account has been created successfully.",
    );
    await expect(page).toHaveURL("/");

    await page.getByRole("link", { name: "10 Social Steps" }).click();
    await expect(page).toHaveURL("/steps");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Progress" })).toHaveAttribute("href", "/review");
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  });

  test("the first failing password rule shows under the password field", async ({
    page,
    navigate,
  }) => {
    const signUpRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-up")) signUpRequests.push(request.url());
    });
    const user = makeUser("weak");
    await navigate("/auth");
    const form = authForm(page);
    await form.firstName.fill(user.firstName);
    await form.lastName.fill(user.lastName);
    await form.email.fill(user.email);

    await form.password.fill("Short1!");
    await form.createAccount.click();
    await expect(form.password).toHaveAttribute("aria-invalid", "true");
    await expect(form.password).toHaveAccessibleDescription(
      /Password must be at least 12 characters/,
    );

    // Long enough, but no number: the number rule is now the first to fail.
    await form.password.fill("NoNumbersHere!");
    await expect(page.getByText("Password must contain at least one number")).toBeVisible();
    await expect(page.getByText("Password must be at least 12 characters")).toHaveCount(0);

    await form.password.fill("nouppercase1!");
    await expect(
      page.getByText("Password must contain at least one uppercase letter"),
    ).toBeVisible();

    await form.password.fill("NoSpecial1234");
    await expect(
      page.getByText("Password must contain at least one special character"),
    ).toBeVisible();

    expect(signUpRequests).toEqual([]);
  });

  test("every field is required and the email must be valid", async ({ page, navigate }) => {
    await navigate("/auth");
    const form = authForm(page);
    await form.createAccount.click();

    await expect(form.firstName).toHaveAccessibleDescription("First name is required");
    await expect(form.lastName).toHaveAccessibleDescription("Last name is required");
    await expect(form.email).toHaveAccessibleDescription("Email is required");
    await expect(form.password).toHaveAccessibleDescription(
      /Password must be at least 12 characters/,
    );
    await expect(form.firstName).toBeFocused();
    await expect(form.email).toHaveAttribute("type", "email");

    await form.email.fill("not-an-email");
    await expect(form.email).toHaveAccessibleDescription("Invalid email address");
  });

  test("the password can be shown and hidden", async ({ page, navigate }) => {
    await navigate("/auth");
    const form = authForm(page);
    await form.password.fill("Secret-Passw0rd");
    await expect(form.password).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Show password" }).click();
    await expect(form.password).toHaveAttribute("type", "text");

    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(form.password).toHaveAttribute("type", "password");
  });

  test("an email already in use shows the server's message", async ({
    page,
    navigate,
    existingUser: existing,
  }) => {
    await navigate("/auth");
    const form = authForm(page);
    await form.firstName.fill("Second");
    await form.lastName.fill("Person");
    await form.email.fill(existing.email);
    await form.password.fill(existing.password);

    await waitForAuthSlot("sign-up");
    await form.createAccount.click();

    await expect(toast(page, "Error")).toContainText("User already exists. Use another email.");
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe("sign-up answers", () => {
  test("shows the busy state, then the server's field messages under the fields", async ({
    page,
    navigate,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/sign-up/email", async (route) => {
      await released;
      await route.fulfill({
        status: 400,
        json: {
          error: {
            code: "VALIDATION_ERROR",
            message: "Password must contain at least one number",
            fields: { password: "Password must contain at least one number" },
          },
        },
      });
    });
    const user = makeUser("fields");
    await navigate("/auth");
    const form = authForm(page);
    await form.firstName.fill(user.firstName);
    await form.lastName.fill(user.lastName);
    await form.email.fill(user.email);
    await form.password.fill(user.password);
    await form.createAccount.click();

    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    release();

    await expect(toast(page, "Error")).toContainText("Password must contain at least one number");
    await expect(form.password).toHaveAccessibleDescription(
      /Password must contain at least one number/,
    );
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  test("falls back to a generic message when the server sends none", async ({ page, navigate }) => {
    await page.route("**/api/auth/sign-up/email", (route) =>
      route.fulfill({ status: 502, body: "Bad Gateway", contentType: "text/plain" }),
    );
    const user = makeUser("fallback");
    await navigate("/auth");
    const form = authForm(page);
    await form.firstName.fill(user.firstName);
    await form.lastName.fill(user.lastName);
    await form.email.fill(user.email);
    await form.password.fill(user.password);
    await form.createAccount.click();

    await expect(toast(page, "Error")).toContainText("Failed to create account");
  });
});

test.describe("auth page options", () => {
  test("the query chooses the tab and pre-fills the email", async ({ page, navigate }) => {
    await navigate("/auth?tab=signin&email=someone%40example.com");
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(authForm(page).email).toHaveValue("someone@example.com");
    await expect(authForm(page).signIn).toBeVisible();

    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/tab=signup/);
    await expect(authForm(page).firstName).toBeVisible();
    await expect(authForm(page).email).toHaveValue("someone@example.com");
  });

  test("Back to Home goes to the Social Steps home", async ({ page, navigate }) => {
    await navigate("/auth");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/steps");
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
  });
});

test.describe("sign in", () => {
  test("an existing user signs in through the form", async ({
    page,
    navigate,
    existingUser: user,
  }) => {
    await navigate("/auth?tab=signin");
    const form = authForm(page);
    await form.email.fill(user.email);
    await form.password.fill(user.password);

    await waitForAuthSlot("sign-in");
    await form.signIn.click();

    await expect(toast(page, "Welcome back!")).toContainText("You have successfully signed in.");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({
    page,
    navigate,
    existingUser: user,
  }) => {
    await navigate("/auth?tab=signin");
    const form = authForm(page);
    await form.email.fill(user.email);
    await form.password.fill(`${user.password}-wrong`);

    await waitForAuthSlot("sign-in");
    await form.signIn.click();

    await expect(toast(page, "Error")).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth/);
    await expect(form.signIn).toBeEnabled();
  });

  test("returnTo sends the user back to the step after signing in", async ({
    page,
    navigate,
    existingUser: user,
  }) => {
    await navigate("/auth?tab=signin&returnTo=%2Fsteps%2F3");
    const form = authForm(page);
    await form.email.fill(user.email);
    await form.password.fill(user.password);

    await waitForAuthSlot("sign-in");
    await form.signIn.click();

    await expect(page).toHaveURL("/steps/3");
    // Step 3 is locked on a fresh server, so the Locked dialog opens over the step's page
    // (it hides the page from assistive technology while it is open).
    await expect(page.getByRole("dialog", { name: "Step 3 Is Locked" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, includeHidden: true })).toContainText(
      "Step 3",
    );
    await expect(page.getByRole("button", { name: "Logout", includeHidden: true })).toBeVisible();
  });

  test("a returnTo pointing to another site is ignored", async ({
    page,
    baseURL,
    navigate,
    existingUser: user,
  }) => {
    await navigate("/auth?tab=signin&returnTo=%2F%2Fevil.example");
    const form = authForm(page);
    await form.email.fill(user.email);
    await form.password.fill(user.password);

    await waitForAuthSlot("sign-in");
    await form.signIn.click();

    await expect(toast(page, "Welcome back!")).toBeVisible();
    await expect(page).toHaveURL("/");
    expect(new URL(page.url()).host).toBe(new URL(baseURL ?? "").host);
  });
});

test.describe("sign out", () => {
  test("a signed-in user logs out from the Social Steps banner", async ({
    page,
    navigate,
    login,
  }) => {
    await login();
    await navigate("/steps");
    await page.getByRole("button", { name: "Logout" }).click();

    await expect(toast(page, "Signed out")).toContainText("You have been successfully signed out.");
    await expect(page).toHaveURL("/");

    await navigate("/steps");
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    const me = await page.request.get("/api/me");
    expect(await me.json()).toMatchObject({ user: null });
  });
});
