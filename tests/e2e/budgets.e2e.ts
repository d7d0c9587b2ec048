// The bundle budget (tests/budgets/bundle-budgets.mjs) counts, per public route, the JavaScript fetched
// during load and idle time from the build manifest. Here a real page load in Chromium checks that
// count: every script the page fetches before the visitor does anything is one the budget counted,
// and their gzip sizes stay within the route's budget.
import type { Browser } from "@playwright/test";
import { expect, keepPointerOutside, test } from "./test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { listCards } from "./api";
import { open } from "./open";

const root = fileURLToPath(new URL("../..", import.meta.url));
const model = JSON.parse(
  execFileSync(process.execPath, ["--import", "./worker/cli/resolve-ts.mjs", "tests/budgets/bundle-budgets.mjs", "--json"], {
    cwd: root,
    encoding: "utf8",
  }),
) as { routes: Record<string, { files: string[]; budget: number }> };

const gzipSize = (file: string) => gzipSync(readFileSync(`${root}/dist/client/${file}`)).length;

test("each public route, in both languages, fetches only the JavaScript its budget counts, within the budget", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const [story] = await listCards(request, { type: "story" });
  // A page of each route module the budget counts, by its key (web/app/route-modules.ts).
  const pages: [route: string, path: string][] = [
    ["home", "/"],
    ["list", "/stories"],
    ["detail", story!.path],
    ["city", "/city/Toronto"],
    ["search", "/search?q=coffee"],
    ["submit", "/submit"],
    ["privacy", "/privacy"],
    ["reviews", "/reviews/how-it-works"],
    ["coffeeLanding", "/best-coffee-shops"],
    ["coffeeCity", "/best-coffee-shops/toronto"],
    // The closed season the server's fixture adds (tests/e2e/closed-season.sql).
    ["coffeeResults", "/best-coffee-shops/halifax/2026"],
    ["nominate", "/best-coffee-shops/nominate?city=toronto"],
    ["submissionStatus", "/submissions/status/no-such-token"],
    ["paymentReceipt", "/submissions/status/no-such-token/receipts/1"],
    ["newsletter", "/newsletter/preferences"],
    ["saved", "/saved"],
    ["notFound", "/no-such-page"],
  ];
  // Each French twin is counted on its own row ("/fr /…"): the same JavaScript, its texts inlined in French.
  pages.push(...pages.map(([route, path]): [string, string] => [`/fr ${route}`, `/fr${path === "/" ? "" : path}`]));
  // A route the budget counts but no page here opens would go unchecked: the list names every one.
  expect(pages.map(([route]) => route).sort()).toEqual(Object.keys(model.routes).sort());
  // Four routes at a time: each waits out two quiet half-seconds, which is most of its time.
  const queue = [...pages];
  const measured: { route: string; path: string; fetched: Set<string> }[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [route, path] = next;
        measured.push({ route, path, fetched: await scriptsFetched(browser, baseURL!, path) });
      }
    }),
  );
  for (const { route, path, fetched } of measured) {
    const counted = model.routes[route]!;
    expect(
      [...fetched].filter((file) => !counted.files.includes(file)),
      `${path}: fetched but not counted`,
    ).toEqual([]);
    const bytes = [...fetched].reduce((sum, file) => sum + gzipSize(file), 0);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(counted.budget);
  }
});

/** The scripts a page fetches during load and idle time, in a fresh browser context (nothing cached hides one). */
async function scriptsFetched(browser: Browser, baseURL: string, path: string): Promise<Set<string>> {
  const context = await browser.newContext({ baseURL });
  await keepPointerOutside(context);
  const page = await context.newPage();
  // Out of the Web Vitals sample (Global Privacy Control): a sampled view fetches the reporter 3 s
  // after load, which the budget deliberately does not count (see its "not counted" list).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  const fetched = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) fetched.add(pathname.slice(1));
  });
  await open(page, path);
  // Load, then idle: no request for 500 ms, and the browser has had an idle callback.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState("networkidle");
  await context.close();
  return fetched;
}
