// The `test` every browser test uses: Playwright's, plus a watch that fails the test when React reports a
// hydration error on any page of its browser context. The edge renders each page and the browser hydrates it;
// a first client render that differs from the edge's (a heart the edge drew empty and the
// browser's storage drew filled) makes React throw the edge's HTML away, which production only logs as
// "Minified React error #418". Lint makes tests import `test` from here.
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

// The production build's codes for a hydration failure (https://react.dev/errors/418 …), and the
// development build's words for the same.
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|didn't match the client|hydration mismatch/i;

export const isHydrationError = (text: string) => HYDRATION_ERROR.test(text);

/** Collects the hydration errors of every page the context opens, now or later. */
export function watchHydrationErrors(context: BrowserContext): string[] {
  const seen: string[] = [];
  const watch = (page: Page) => {
    page.on("pageerror", (error) => {
      if (isHydrationError(error.message)) seen.push(`${page.url()}: ${error.message}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error" && isHydrationError(message.text())) seen.push(`${page.url()}: ${message.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  return seen;
}

/**
 * The visitor's pointer starts outside the page, as it does in Debian's full Chromium. In its headless shell
 * the pointer rests at (0, 0) inside the page, and Chromium sends the page a move without movement after each
 * layout; the app would take that for the visitor's first act (web/lib/first-interaction.ts) and load, during
 * load, what waits for one. Moves that move (`page.mouse`, `hover`, clicks) pass as before.
 */
export const keepPointerOutside = (context: BrowserContext) =>
  context.addInitScript(() =>
    addEventListener("pointermove", (event) => event.movementX || event.movementY || event.stopImmediatePropagation(), { capture: true }),
  );

export const test = base.extend<{ pointerOutside: void; failOnHydrationError: void }>({
  pointerOutside: [
    async ({ context }, use) => {
      await keepPointerOutside(context);
      await use();
    },
    { auto: true },
  ],
  failOnHydrationError: [
    async ({ context }, use) => {
      const seen = watchHydrationErrors(context);
      await use();
      expect(seen, "React hydration errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Cookie, Locator, Page, Request } from "@playwright/test";
