import { expect, test } from "./fixtures";

test("an unknown path shows the 404 page with a way home", async ({ page, navigate }) => {
  await navigate("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
});

for (const path of ["/steps/0", "/steps/11", "/steps/abc", "/steps/4/preview", "/admin/nope"]) {
  test(`${path} is not a page`, async ({ page, navigate }) => {
    await navigate(path as `/${string}`);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });
}
