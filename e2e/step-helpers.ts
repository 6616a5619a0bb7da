import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens /steps/1 and its experience dialog through the page's final Continue. */
export async function openStepOneDialog(page: Page) {
  await page.goto("/steps/1");
  const continueButton = page.getByRole("button", { name: "Continue", exact: true });
  await continueButton.scrollIntoViewIfNeeded();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  const dialog = page.getByRole("dialog", { name: "Transforming this Medium" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens /steps/{n} and its experience dialog (Continue, or "Complete Step 3"). */
export async function openStepDialog(page: Page, stepNumber: number) {
  if (stepNumber === 1) return openStepOneDialog(page);
  await page.goto(`/steps/${stepNumber}`);
  const button = page.getByRole("button", { name: /^(Continue|Complete Step 3)$/ }).last();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByLabel("Your Experience") });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves a version through the API for the signed-in request context. */
export async function saveExperienceThroughApi(
  request: APIRequestContext,
  stepNumber: number,
  experienceText: string,
  rating = 7,
) {
  const response = await request.post("/api/experiences", {
    data: { stepNumber, experienceText, rating },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

export interface UnlockStatus {
  stepNumber: number;
  isUnlocked: boolean;
  requiredUsers: number;
  currentUsers: number;
}

export async function readLocal<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((k) => {
    const raw = window.localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key) as Promise<T | null>;
}
