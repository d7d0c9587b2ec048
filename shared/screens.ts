// The screens of the web app and the text bundles each one reads. A route descriptor (shared/routes.ts)
// names its screen from here; the budgets script reads this file directly, so it imports nothing.
/**
 * The screens of the web app (each one lazily loaded by web/app/app-routes.tsx, which must name them all),
 * with the text bundles (shared/messages/text-bundles.ts) each reads on top of the core ones; the edge
 * inlines exactly those. `tests/unit/screen-texts.test.ts` follows every screen's imports and fails when
 * a text module it reaches is in none of its bundles.
 */
export const SCREEN_TEXTS = {
  home: ["home"],
  list: [],
  detail: ["detail"],
  city: ["city"],
  search: ["home", "search"],
  submit: ["submit"],
  admin: ["admin", "status", "submit"],
  login: ["admin", "submit"],
  coffeeLanding: ["voting"],
  coffeeCity: ["voting", "coffee-shops"],
  submissionStatus: ["status"],
  newsletterConfirm: ["newsletter"],
  newsletterUnsubscribe: ["newsletter"],
  notFound: [],
} as const satisfies Record<string, readonly string[]>;
export type ScreenKey = keyof typeof SCREEN_TEXTS;
