// Which text bundles (shared/messages/text-bundles.ts: text modules grouped per language) each part of
// the app reads, so the browser can load them in the page's language before rendering.
// `tests/unit/screen-texts.test.ts` follows every screen's imports and fails when a text module it
// reaches is in none of its bundles.

/** Read by the layout (header, footer, navigation, errors) and by listing cards, on every page. */
export const CORE_TEXTS = ["core"] as const;

/** Each screen's own bundles, on top of the core. */
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
  newsletter: ["newsletter"],
  notFound: [],
} as const satisfies Record<string, readonly string[]>;

/** Loaded with the parts that load on a visitor's action. */
export const ON_DEMAND_TEXTS = {
  /** The bot challenge's verification step. */
  botChallenge: ["bot-challenge"],
  /** A page's head tags after a move within the app. */
  headTags: ["seo"],
} as const;
