// Code that matters only once the visitor acts loads on their first act, outside the page's load and
// idle time (tests/budgets/bundle-budgets.mjs counts neither): the toaster, and the parts of a page
// hydrated later (web/lib/hydrate-later.tsx).
const ACTS = ["pointerdown", "pointermove", "keydown", "touchstart", "scroll", "wheel"];
const OPTIONS = { capture: true, passive: true, once: true } as const;

/** The visitor's first press, key, tap, pointer move or scroll. */
export const firstAct = (): Promise<void> =>
  new Promise((resolve) => {
    // Each listener goes after its own first event; resolving twice does nothing.
    for (const type of ACTS) addEventListener(type, () => resolve(), OPTIONS);
  });
