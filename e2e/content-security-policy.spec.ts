import type { Page } from "@playwright/test";
import { expect, test, toast } from "./fixtures";
import { openStepOneDialog } from "./step-helpers";

/*
 * The built app runs under its Content-Security-Policy: pages, dialogs and
 * toasts render with no violation reported, and the policy really is enforced
 * (an injected inline script does not run).
 */

/** Collects CSP violations, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("pages, a dialog and toasts render without a CSP violation", async ({ page, login }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.getByRole("main")).toBeVisible();

  for (const path of [
    "/landing-page",
    "/upgrades",
    "/upgrades/temporal-awareness",
    "/steps",
    "/auth",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
  }

  // A dialog (Radix: focus trap, scroll lock styles) and a toast (sonner's injected styles).
  await login();
  const dialog = await openStepOneDialog(page);
  await dialog.getByLabel("Your Experience").fill("Checked under the content security policy");
  await dialog.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(toast(page, "Progress saved!")).toBeVisible();
  await page.goto("/review");
  await expect(page.getByRole("main")).toBeVisible();

  expect(violations).toEqual([]);
});

test("an injected inline script is blocked", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/steps");
  await expect(page.getByRole("main")).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.injectedRan = true;";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join("\n")).toContain("script-src");
});
