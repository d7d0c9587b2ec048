// Bundle budgets, checked on the production build (deterministic sizes, not timings):
// - a public route's initial JavaScript (entry + its screen, with their static imports) ≤ 130 KB gzip,
// - its CSS ≤ 20 KB gzip,
// - no admin or login module in any public route's initial chunks (read from the hidden source maps).
// Prints the per-route table; exits 1 on any overrun. Run after `vite build` (npm test does).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT = "dist/client";
const JS_BUDGET = 130 * 1024;
const CSS_BUDGET = 20 * 1024;
/** Source folders whose code must never load on a public page. */
const PRIVATE_SOURCES = [/\/web\/pages\/admin\//, /\/web\/pages\/login\//, /\/web\/features\/admin\//];

/** Public routes and the screen module (path relative to web/) each one loads. */
const PUBLIC_ROUTES = {
  "/": "pages/home/home-page.tsx",
  "/stories (and other lists)": "pages/list/list-page.tsx",
  "/{type}/{city}/{slug}": "pages/detail/detail-page.tsx",
  "/city/{city}": "pages/city/city-page.tsx",
  "/search": "pages/search/search-page.tsx",
  "/submit": "pages/submit/submit-page.tsx",
  "/best-coffee-shops": "pages/coffee-landing/coffee-landing-page.tsx",
  "/best-coffee-shops/{city}": "pages/coffee-city/coffee-city-page.tsx",
  "404": "pages/not-found/not-found-page.tsx",
};

const manifestPath = join(CLIENT, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk keys a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(child, seen);
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(CLIENT, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function sourcesOf(file) {
  const map = join(CLIENT, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, "utf8")).sources : [];
}

const failures = [];
const rows = [];
for (const [route, screen] of Object.entries(PUBLIC_ROUTES)) {
  if (!manifest[screen]) {
    failures.push(`${route}: screen ${screen} is not in the build`);
    continue;
  }
  const chunks = new Set([...staticClosure(entryKey), ...staticClosure(screen)]);
  const jsFiles = [...chunks].map((key) => manifest[key].file);
  const cssFiles = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
  const js = jsFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  const css = cssFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  const privateModules = jsFiles
    .flatMap(sourcesOf)
    .filter((source) => PRIVATE_SOURCES.some((pattern) => pattern.test(`/${source.replace(/^(\.\.\/)+/, "")}`)));
  rows.push({ route, js, css, chunks: jsFiles.length, private: privateModules.length });
  if (js > JS_BUDGET) failures.push(`${route}: initial JS ${kb(js)} gzip > ${kb(JS_BUDGET)}`);
  if (css > CSS_BUDGET) failures.push(`${route}: CSS ${kb(css)} gzip > ${kb(CSS_BUDGET)}`);
  if (privateModules.length > 0) failures.push(`${route}: admin code in initial chunks: ${privateModules.join(", ")}`);
}

console.log("route".padEnd(30), "initial JS (gzip)".padStart(18), "CSS (gzip)".padStart(12), "chunks".padStart(7), "admin modules".padStart(14));
for (const row of rows) {
  console.log(row.route.padEnd(30), kb(row.js).padStart(18), kb(row.css).padStart(12), String(row.chunks).padStart(7), String(row.private).padStart(14));
}
console.log(`budgets: initial JS ≤ ${kb(JS_BUDGET)}, CSS ≤ ${kb(CSS_BUDGET)} gzip per public route; no admin modules`);
if (failures.length > 0) {
  console.error(`\nBudget check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("Budget check passed.");
