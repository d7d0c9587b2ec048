// Code that matters only once the visitor acts loads on their first act, outside the page's load and
// idle time (tests/budgets/bundle-budgets.mjs counts neither): the toaster, and the parts of a page
// hydrated later (web/lib/hydrate-later.tsx).
const ACTS = ["pointerdown", "pointermove", "keydown", "touchstart", "scroll", "wheel"];
const OPTIONS = { capture: true, passive: true, once: true } as const;

// Listening starts as the entry's modules are evaluated, before React hydrates: a part hydrated later
// renders (and asks for the act) only after the rest of the page is interactive, and an act in between
// must not be lost, or that part would wait for a second one. A page already scrolled when the script
// runs (the visitor scrolled while it loaded, or the browser restored a position) has seen an act.
// The server renders without acts (and the client build drops this branch).
const acted: Promise<void> = import.meta.env.SSR
  ? new Promise<never>(() => undefined)
  : new Promise((resolve) => {
      if (scrollY > 0) resolve();
      // Each listener goes after its own first event; resolving twice does nothing.
      for (const type of ACTS) addEventListener(type, () => resolve(), OPTIONS);
    });

/** The visitor's first press, key, tap, pointer move or scroll (since the page's script started). */
export const firstAct = (): Promise<void> => acted;
