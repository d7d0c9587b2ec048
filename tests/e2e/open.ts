import type { Page } from "@playwright/test";

/** Opens a path and waits until the app is interactive (server HTML hydrated, or rendered). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  return response;
}
