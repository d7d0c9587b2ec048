// Forms the edge sends as HTML, used before the page's script runs (decisions 0167, 0171): the entry
// script is held back while the test types, then let through; and what the form then sends.
import type { Page, Request } from "@playwright/test";

/**
 * Opens `path` with the entry script held back, so the page is the edge's HTML alone. Answers a function
 * that lets the script run and waits until the page is interactive.
 */
export async function openWithScriptHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for "load" or DOMContentLoaded: both wait for the held module script.
  await page.goto(path, { waitUntil: "commit" });
  return async () => {
    if ((await page.evaluate(() => document.documentElement.dataset.ready)) !== undefined)
      throw new Error("the page ran before its script was let through");
    release();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  };
}

/** The input of a tRPC call's first procedure (batched calls number theirs "0", "1"…), as sent. */
export function firstCallInput(request: Request): Record<string, unknown> | undefined {
  return (JSON.parse(request.postData() ?? "{}") as Record<string, Record<string, unknown>>)["0"];
}
