// How text modules (shared/<concept>/<id>-texts.{en,fr}.ts) reach the browser: in bundles of modules a page
// always needs together. The edge inlines a page's bundles in its language into the HTML
// (worker/html/page-texts.ts); moving to another screen fetches that screen's bundles, built per
// language by the `textBundles` Vite plugin (vite.config.ts). A module not listed is a bundle of its
// own. Which bundles a screen reads is web/app/route-modules.ts.
export const TEXT_BUNDLES: Readonly<Record<string, readonly string[]>> = {
  // The 16 business categories' names are core: home's suggestions, the shop list's category, the forms' choice.
  core: ["common", "api", "listing", "feeds", "city-names", "province-names", "hours", "business-categories"],
  home: ["home", "category-tiles", "creator-videos"],
  submit: ["submit", "validation", "type-fields"],
  voting: ["voting"],
  status: ["status", "review"],
  admin: ["admin", "curation", "email-kinds", "email-statuses", "integrity", "ballot-admin", "admin-people", "passkeys", "performance"],
};

/** The text modules of a bundle. */
export function textModulesOf(bundle: string): readonly string[] {
  return TEXT_BUNDLES[bundle] ?? [bundle];
}

/** The bundle a text module comes in. */
export function textBundleOf(id: string): string {
  return Object.entries(TEXT_BUNDLES).find(([, ids]) => ids.includes(id))?.[0] ?? id;
}
