// Which text bundles (shared/i18n/text-bundles.ts: text modules grouped per language) the parts of
// the app that are not a screen read, so the browser can load them in the page's language before
// rendering. Each screen's own bundles are on its line in web/app/route-modules.ts.

/** Read by the layout (header, footer, navigation, errors) and by listing cards, on every page. */
export const CORE_TEXTS = ["core"] as const;

/** Loaded with the parts that load on a visitor's action. */
export const ON_DEMAND_TEXTS = {
  /** The bot challenge's verification step. */
  botChallenge: ["bot-challenge"],
  /** A page's head tags after a move within the app. */
  headTags: ["seo"],
} as const;
