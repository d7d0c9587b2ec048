// Bundle budgets, checked on the production build (deterministic sizes, not timings):
// - the JavaScript a public route fetches during load and idle time ≤ 115 KB gzip on the home page
//   (the busiest page) and ≤ 120 KB on the others: the entry and the
//   route's screen with their static imports, PLUS every lazy chunk they can load by themselves
//   (dynamic imports), except the ones listed in ON_DEMAND, which load only when the visitor does
//   something; a new lazy chunk counts until it is added there with its reason. The browser test
//   tests/e2e/budgets.e2e.ts checks that a real page load fetches nothing outside this count.
// - each route in both languages: a page's texts are not JavaScript but JSON the edge inlines into its
//   HTML (worker/html/page-texts.ts), in the page's language only; their gzip size is shown per language,
//   and a French page (JavaScript plus texts) may differ from its English twin by at most 2 KB gzip,
// - its CSS ≤ 20 KB gzip,
// - no admin or login module in any of those chunks (read from the hidden source maps).
// Prints the per-route table; exits 1 on any overrun. Run after `vite build` (npm test does).
// `--json` prints, per route, the files counted (for the browser test) instead.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ALL_TEXTS } from "../../shared/all-texts.ts";
import { textModulesOf } from "../../shared/i18n/text-bundles.ts";
import { routeModuleFiles } from "../unit/route-module-files.ts";
import { CORE_TEXTS } from "../../web/app/screen-texts.ts";

const CLIENT = "dist/client";
const JS_BUDGET = 120 * 1024;
/** Tighter budgets for single routes: no budget grows, so each is where the route stands, rounded up. */
const JS_BUDGET_FOR = { home: 115 * 1024 };
const CSS_BUDGET = 20 * 1024;
/** How far a French page's JavaScript may be from its English twin's. */
const LOCALE_DIFFERENCE = 2 * 1024;
const LOCALES = { en: "", fr: "/fr" };
/** Source folders whose code must never load on a public page. */
const PRIVATE_SOURCES = [
  /\/web\/pages\/admin\//,
  /\/web\/pages\/login\//,
  /\/web\/pages\/account\//,
  /\/web\/features\/admin\//,
  /\/web\/features\/account\//,
  /\/web\/pages\/owner\//,
  /\/web\/features\/owners\//,
  /\/@simplewebauthn\//,
  // Where neighbourhoods lie stays on the server: the browser gets their names only (docs/near.md).
  /\/shared\/places\/neighbourhoods\/neighbourhood-shapes\.ts$/,
  /\/@turf\//,
];

const isPrivateSource = (path) => PRIVATE_SOURCES.some((pattern) => pattern.test(path));
/** Every route module but the staff's and owners' (web/app/route-modules.ts), by key: a new route is counted without a line here. */
const PUBLIC_MODULES = routeModuleFiles().filter((module) => !isPrivateSource(`/web/${module.file}`));

/**
 * Lazy chunks that load only on a visitor's action (or, the Web Vitals reporter, well after load on a sample
 * of views), never during load or idle time, and why. Keyed by source path, or by a shared chunk's name
 * (`chunk:name`) when the module also sits in a chunk staff screens import statically.
 */
const ON_DEMAND = {
  "components/layout/app-toaster.tsx": "the toaster: on the first press, key, tap, pointer move or scroll, or the first toast (web/lib/notify.ts)",
  "../node_modules/sonner/dist/index.mjs": "the toast library, with the toaster",
  "chunk:query-error": "a failed load's retry, on home: only when the home answer fails (web/pages/home/home-page.tsx)",
  "components/layout/city-select-menu.tsx": "the header's city menu: on hovering or focusing the picker",
  "components/seo/head-tags-view.tsx": "a page's own head tags: after the first move within the app (the edge wrote the first view's)",
  "../shared/submissions/submission-schema.ts": "the submission schema: when the form is first focused",
  "../shared/voting/nomination-schema.ts": "the nomination schema: when the form is first focused",
  "features/submissions/resubmission-fill.ts":
    '"Submit again" filling the form in: only on the submit page opened from a rejected submission\'s link (web/features/submissions/use-resubmission.ts)',
  "features/reviews/reviews-section.tsx":
    'a listing\'s reviews (the list, the forms, reporting): on "Show reviews" or "Write a review" (web/pages/detail/reviews-slot.tsx)',
  "../shared/reviews/review-schema.ts": "a review's schema: when a review or its edit is first sent (web/features/reviews/review-draft.ts)",
  "lib/upload-image.ts": "an image's upload: when a submission with an image, or an owner's photo, is sent",
  "chunk:event-schedule-fields":
    "an event's schedule fields and their repeat wording: when the submit form is first focused, or shows an event (web/features/submissions/type-fields.tsx)",
  "chunk:event-register":
    'an event\'s line of places and its "Register Now" for our RSVP form: only on the page of an event that takes RSVPs (listing.rsvp; web/pages/detail/detail-actions.tsx)',
  "chunk:share-page": "sharing a listing (the system share sheet, or copying its link): on tapping Share on its page",
  "chunk:rsvp-form":
    'an event\'s "I\'m going" form and its schema: on tapping "Register Now" when the event takes RSVPs (web/features/going/event-register.tsx)',
  "components/going/organizer-csv-download.ts":
    'the organizer\'s list as a CSV file: on tapping "Download CSV" (web/components/going/organizer-list.tsx)',
  "components/going/rsvp-message-form.tsx":
    'the organizer\'s message to everyone going: on tapping "Message everyone going" under the list of who is going (web/components/going/organizer-list.tsx)',
  "components/going/check-in-desk.tsx":
    "the organizer's check-in at the door (the code field, each row's button): on tapping \"Check in at the door\" under the list of who is going (web/components/going/organizer-list.tsx)",
  "chunk:opening-hours-fields": "a place's opening-hours fields: likewise, for a shop or a gem",
  "chunk:type-field-control": "a listing type's own fields (a job's employer, pay…): likewise, for a type that has them",
  "chunk:place-fields":
    "a listing's neighbourhood and point: on the submit page, when the form is first focused (web/features/submissions/submission-form.tsx); with the owner's form and the staff editor",
  "chunk:later-sections":
    "home's sections below the fold (best of, cities, categories, creator videos, the call to submit): on the visitor's first press, key, tap, pointer move or scroll; until then their HTML is the server's (web/lib/hydrate-later.tsx)",
  "../shared/search/search-suggestions.ts": "the search form's suggestions (16 categories, 65 cities): when the form is first focused",
  "lib/locate-nearest-city.ts":
    'asking the browser for the visitor\'s location and the nearest-city table: on "Use my location", or at load only when the visitor already allowed geolocation',
  "components/map/map-view.tsx":
    'the interactive map (MapLibre, its styles and the bundled land outline): only on pressing "Map" above a list (web/components/map/map-or-list.tsx)',
  "lib/locate-visitor.ts":
    'asking the browser for the visitor\'s position for "Near me": only on tapping the button (web/components/listings/near-list.tsx)',
  "components/layout/french-offer.ts":
    "the offer of French: only on an English page opened by a browser whose first language is French, before any language was chosen (frenchOfferWanted, shared/i18n/locales.ts)",
  "lib/text-loader.ts": "another screen's texts: when the visitor moves to it (the first view's are inlined in the page)",
  "components/newsletter/send-newsletter-signup.ts": "the newsletter form's sending: when the form is first focused or sent",
  "lib/saved-places-store.ts":
    "the saved places' storage (reading, saving, other tabs' changes): on pressing Save, or at load only when this browser has saved places (web/lib/saved-places.ts)",
  "components/bot-challenge/challenge-step.tsx":
    "the bot challenge's verification step: only when the server answers a call with PRECONDITION_REQUIRED (web/lib/with-challenge.ts)",
  "lib/web-vitals/report-vitals.ts":
    "the Web Vitals reporter and its library: on one page view in ten (none with Do Not Track or Global Privacy Control), 3 s after the load event (web/lib/web-vitals/schedule-vitals.ts)",
};
const isOnDemand = (key) => key in ON_DEMAND || `chunk:${manifest[key]?.name}` in ON_DEMAND;
/** Other routes' modules and screens: loaded when the visitor goes there. */
const isScreen = (key) => /^pages\/.+-(page|route)\.tsx$/.test(key);

const manifestPath = join(CLIENT, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunks a page fetches without the visitor doing anything, starting from `keys`. */
function loadedClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    loadedClosure(chunk.imports ?? [], seen);
    const lazy = (chunk.dynamicImports ?? []).filter((child) => !isScreen(child) && !isOnDemand(child));
    loadedClosure(lazy, seen);
  }
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(CLIENT, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function sourcesOf(file) {
  const map = join(CLIENT, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, "utf8")).sources : [];
}

/** The gzip size of the texts the edge inlines into a page in `locale` (worker/html/page-texts.ts). */
function inlinedTexts(locale, screenTexts) {
  const bundles = [...CORE_TEXTS, ...screenTexts];
  const texts = Object.fromEntries(
    bundles
      .flatMap(textModulesOf)
      .filter((id) => id in ALL_TEXTS[locale])
      .map((id) => [id, ALL_TEXTS[locale][id]]),
  );
  return gzipSync(JSON.stringify({ bundles, texts })).length;
}

const failures = [];
const rows = [];
const counted = {};
for (const { key: baseRoute, file: screen, texts: screenTexts } of PUBLIC_MODULES) {
  if (!manifest[screen]) {
    failures.push(`${baseRoute}: screen ${screen} is not in the build`);
    continue;
  }
  const sizes = {};
  for (const [locale, prefix] of Object.entries(LOCALES)) {
    const route = prefix ? `${prefix} ${baseRoute}` : baseRoute;
    const chunks = loadedClosure([entryKey, screen]);
    const jsFiles = [...new Set([...chunks].map((key) => manifest[key].file))];
    const cssFiles = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
    const budget = JS_BUDGET_FOR[baseRoute] ?? JS_BUDGET;
    counted[route] = { files: jsFiles, budget };
    const js = jsFiles.reduce((sum, file) => sum + gzipSize(file), 0);
    const css = cssFiles.reduce((sum, file) => sum + gzipSize(file), 0);
    const texts = inlinedTexts(locale, screenTexts);
    sizes[locale] = js + texts;
    const privateModules = jsFiles.flatMap(sourcesOf).filter((source) => isPrivateSource(`/${source.replace(/^(\.\.\/)+/, "")}`));
    rows.push({ route, js, texts, budget, css, chunks: jsFiles.length, private: privateModules.length });
    if (js > budget) failures.push(`${route}: JS fetched during load and idle ${kb(js)} gzip > ${kb(budget)}`);
    if (css > CSS_BUDGET) failures.push(`${route}: CSS ${kb(css)} gzip > ${kb(CSS_BUDGET)}`);
    if (privateModules.length > 0) failures.push(`${route}: admin code in loaded chunks: ${privateModules.join(", ")}`);
  }
  const difference = sizes.fr - sizes.en;
  rows.at(-1).difference = difference;
  if (Math.abs(difference) > LOCALE_DIFFERENCE) {
    failures.push(
      `/fr ${baseRoute}: ${kb(sizes.fr)} (JavaScript and texts) differs from the English ${kb(sizes.en)} by more than ${kb(LOCALE_DIFFERENCE)}`,
    );
  }
}

if (process.argv.includes("--json")) {
  const routes = Object.fromEntries(Object.entries(counted));
  console.log(JSON.stringify({ routes }));
  process.exit(failures.length > 0 ? 1 : 0);
}

console.log(
  "route".padEnd(33),
  "JS load+idle (gzip)".padStart(20),
  "JS budget".padStart(10),
  "texts in HTML".padStart(14),
  "fr − en".padStart(9),
  "CSS (gzip)".padStart(12),
  "chunks".padStart(7),
  "admin modules".padStart(14),
);
for (const row of rows) {
  console.log(
    row.route.padEnd(33),
    kb(row.js).padStart(20),
    kb(row.budget).padStart(10),
    kb(row.texts).padStart(14),
    (row.difference === undefined ? "" : `${row.difference >= 0 ? "+" : ""}${kb(row.difference)}`).padStart(9),
    kb(row.css).padStart(12),
    String(row.chunks).padStart(7),
    String(row.private).padStart(14),
  );
}
console.log(
  `budgets: JS fetched during load and idle ≤ ${kb(JS_BUDGET_FOR.home)} (home), ≤ ${kb(JS_BUDGET)} (other public routes), French within ${kb(LOCALE_DIFFERENCE)} of English, CSS ≤ ${kb(CSS_BUDGET)} gzip; no admin modules`,
);
console.log(`not counted (loaded on a visitor's action, or after load on sampled views): ${Object.values(ON_DEMAND).join("; ")}`);
if (failures.length > 0) {
  console.error(`\nBudget check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("Budget check passed.");
