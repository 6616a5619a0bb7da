import type { Page } from "@playwright/test";

/** Makes every request to `url` fail as if the server broke (the page sees a 500). */
export async function failRequests(page: Page, url: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "Boom" } } }),
  );
}
