import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, toast } from "./fixtures";

function usersTable(page: Page) {
  return page.getByRole("table", { name: /Users/ });
}

/** The body rows of the users table. */
function bodyRows(page: Page) {
  return usersTable(page).locator("tbody tr");
}

test.describe("Manage Users", () => {
  test("lists users with their columns and finds one by search", async ({
    page,
    navigate,
    loginAsAdmin,
    createUser,
  }) => {
    const someone = await createUser();
    await loginAsAdmin();
    await navigate("/admin/users");
    await expect(page.getByRole("heading", { level: 2, name: "Manage Users" })).toBeVisible();

    const headers = usersTable(page).getByRole("columnheader");
    await expect(headers).toHaveText(["Name", "Email", "User ID", "Joined"]);

    const search = page.getByRole("searchbox", { name: "Search users" });
    await search.fill(someone.email.toUpperCase());
    await expect(bodyRows(page)).toHaveCount(1);
    const cells = bodyRows(page).first().getByRole("cell");
    await expect(cells.nth(0)).toHaveText(`${someone.firstName} ${someone.lastName}`);
    await expect(cells.nth(1)).toHaveText(someone.email);
    await expect(cells.nth(2)).toHaveText(/\S{8,}/);
    const joined = cells.nth(3).locator("time");
    const when = Date.parse((await joined.getAttribute("datetime")) ?? "");
    expect(Math.abs(Date.now() - when)).toBeLessThan(10 * 60_000);
    await expect(page.getByText("Page 1 of 1")).toBeVisible();

    // Full name search: first and last name together.
    await search.fill(`${someone.firstName} ${someone.lastName}`.toLowerCase());
    await expect(bodyRows(page).filter({ hasText: someone.email })).toHaveCount(1);

    await search.fill("nobody-has-this-address@nowhere");
    await expect(page.getByText('No users match "nobody-has-this-address@nowhere"')).toBeVisible();
    await expect(usersTable(page)).toHaveCount(0);
    await search.fill("");
    await expect(bodyRows(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("pages through the users newest first", async ({
    page,
    navigate,
    loginAsAdmin,
    createUser,
  }) => {
    test.setTimeout(120_000);
    await loginAsAdmin();
    // Eleven or more users make two pages of ten; sign-ups are rate limited, so make only what is missing.
    const response = await page.request.get("/api/admin/users?pageSize=1");
    const { total } = (await response.json()) as { total: number };
    for (let missing = 11 - total; missing > 0; missing--) await createUser();
    const newest = await createUser();

    await navigate("/admin/users");
    await page.getByLabel("Rows per page").selectOption("10");
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(bodyRows(page).first()).toContainText(newest.email);
    const pageCount = Math.ceil(Math.max(total + 1, 12) / 10);
    await expect(page.getByText(`Page 1 of ${pageCount}`)).toBeVisible();

    const previous = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next" });
    await expect(previous).toBeDisabled();
    const firstPage = await bodyRows(page).allTextContents();

    await next.click();
    await expect(page.getByText(`Page 2 of ${pageCount}`)).toBeVisible();
    await expect(previous).toBeEnabled();
    await expect(bodyRows(page).first()).not.toHaveText(firstPage[0] ?? "");
    const secondPage = await bodyRows(page).allTextContents();
    expect(secondPage.some((row: string) => firstPage.includes(row))).toBe(false);

    for (let at = 2; at < pageCount; at++) await next.click();
    await expect(page.getByText(`Page ${pageCount} of ${pageCount}`)).toBeVisible();
    await expect(next).toBeDisabled();

    await previous.click();
    await expect(page.getByText(`Page ${pageCount - 1} of ${pageCount}`)).toBeVisible();
  });

  test('says "Failed to load users" when the list cannot be loaded', async ({
    page,
    navigate,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await page.route("**/api/admin/users?*", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "VALIDATION_ERROR", message: "Bad query" } }),
      }),
    );
    await navigate("/admin/users");
    await expect(toast(page, "Failed to load users")).toBeVisible();
    await expect(page.getByText("The user list could not be loaded.")).toBeVisible();

    await page.unroute("**/api/admin/users?*");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(bodyRows(page).first()).toBeVisible();
  });
});
