// One Vite build for both sides: the React SPA (web/) and the Worker (worker/) via the Cloudflare plugin.
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { textBundleOf } from "./shared/i18n/text-bundles.ts";
import { LOCALES } from "./shared/i18n/locales.ts";
import offlineEn from "./shared/offline/offline-texts.en.ts";
import offlineFr from "./shared/offline/offline-texts.fr.ts";
import { ICON_NAMES } from "./web/components/ui/icon-names.ts";
import { precacheFiles } from "./web/offline/precache-files.ts";
import { chunkName, routeModuleFiles } from "./tests/unit/route-module-files.ts";

type ChunkingContext = Rolldown.ChunkingContext;

// Nothing at build, dev or test time may reach the internet.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Cached public pages are keyed by the build that rendered them (worker/cache/page-cache.ts). */
const BUILD_ID = Date.now().toString(36);

/**
 * Chunks whose imports are not listed for preloading (see `modulePreload`): screens few visitors open
 * (`// rarely opened` lines of web/app/route-modules.ts), and home's sections hydrated on the visitor's first act
 * (web/lib/hydrate-later.tsx), whose imports but one small data module are home's own, and a listing's reviews
 * section (web/pages/detail/reviews-slot.tsx), loaded on the visitor's tap, and an RSVP
 * event's line and form (web/features/going).
 */
const NOT_PRELOADED = new RegExp(
  `(^|/)(${[
    ...routeModuleFiles()
      .filter((module) => !module.preload)
      .map(chunkName),
    "later-sections",
    "reviews-section",
    // An RSVP event's line and form: loaded after the page shows, a preload list would cost every event page.
    "event-register",
    "rsvp-form",
  ].join("|")})-[\\w-]+\\.js$`,
);

/** The entry chunk: running before any lazy import, so never listed for preloading. */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

/**
 * Modules the entry carries though it only imports them lazily: a page's head tags, which every screen
 * renders (a screen's chunk would otherwise pull the "common" chunk for it alone; the submit page did).
 */
const IN_ENTRY = /[\\/]seo[\\/]page-head\.tsx$/;

/** Whether the entry reaches a module through static imports (Rolldown's `$initial` tag). */
function isInitial(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  return !!info && (info.isEntry || info.importers.some((importer) => isInitial(importer, ctx, seen)));
}

/**
 * The browser's text bundles (shared/i18n/text-bundles.ts): `virtual:text-bundles` exports, per
 * locale, a loader per bundle; each bundle is one module importing its text modules in that language,
 * exported by id (web/lib/page-locale.ts registers them). The Worker and the tests register every text
 * module directly (shared/all-texts.ts).
 */
function textBundles(): Plugin {
  const TABLE = "virtual:text-bundles";
  const BUNDLE = "virtual:text-bundle/";
  // A text module is shared/<concept>/<id>-texts.<locale>.ts, beside the code of its concept.
  const shared = fromRoot("./shared");
  const filesOf = (locale: string) => {
    const name = new RegExp(`(?:^|/)([\\w-]+)-texts\\.${locale}\\.ts$`);
    const files = readdirSync(shared, { recursive: true, encoding: "utf8" }).flatMap((file) => {
      const id = name.exec(file)?.[1];
      return id ? [[id, `${shared}/${file}`] as const] : [];
    });
    // In the order the text folders listed them before (file names, byte order), so bundles keep their bytes.
    return new Map(files.sort(([a], [b]) => (`${a}.ts` < `${b}.ts` ? -1 : 1)));
  };
  const modulesOf = (locale: string) => [...filesOf(locale).keys()];
  return {
    name: "local-hype:text-bundles",
    resolveId: (id) => (id === TABLE || id.startsWith(BUNDLE) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${TABLE}`) {
        const table = LOCALES.map((locale) => {
          const bundles = [...new Set(modulesOf(locale).map(textBundleOf))];
          return `${locale}: {${bundles.map((bundle) => `"${bundle}": () => import("${BUNDLE}${locale}/${bundle}")`).join(", ")}}`;
        });
        return `export default {${table.join(", ")}};`;
      }
      if (!id.startsWith(`\0${BUNDLE}`)) return undefined;
      const [locale = "", bundle] = id.slice(BUNDLE.length + 1).split("/");
      const ids = modulesOf(locale).filter((module) => textBundleOf(module) === bundle);
      const files = filesOf(locale);
      const imports = ids.map((module, i) => `import m${i} from "${files.get(module)}";`);
      return `${imports.join("\n")}\nexport default {${ids.map((module, i) => `"${module}": m${i}`).join(", ")}};`;
    },
  };
}

/** Lucide's data for one icon: its shapes as [tag, attributes] pairs (each icon module exports it). */
type IconData = { node: [string, Record<string, string>][] };

/** One <symbol> per icon the app draws (web/components/ui/icon-names.ts), from Lucide's own shapes. */
async function iconSpriteSource(): Promise<string> {
  const symbols = await Promise.all(
    ICON_NAMES.map(async (name) => {
      const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: IconData };
      const shapes = __iconData.node.map(([tag, { key: _key, ...attributes }]) => {
        const list = Object.entries(attributes).map(([attribute, value]) => `${attribute}="${value}"`);
        return `<${tag} ${list.join(" ")}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/**
 * The icons as one SVG sprite under a name from its content (cached for a year like every asset), drawn by
 * <Icon> (web/components/ui/icon.tsx) through <use>: no icon's path data in any page's JavaScript
 * (decision 0165). Its URL reaches the client and the Worker's render as `__ICON_SPRITE__`.
 */
const ICON_SPRITE = await iconSpriteSource();
const ICON_SPRITE_FILE = `assets/icons-${createHash("sha256").update(ICON_SPRITE).digest("hex").slice(0, 8)}.svg`;

function iconSprite(): Plugin {
  return {
    name: "local-hype:icon-sprite",
    configureServer(server) {
      server.middlewares.use(`/${ICON_SPRITE_FILE}`, (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(ICON_SPRITE);
      });
    },
    generateBundle() {
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName: ICON_SPRITE_FILE, source: ICON_SPRITE });
    },
  };
}

/**
 * The service worker (web/offline/service-worker.js), written per production build as /sw.js with what it
 * precaches: this build's app shell and route chunks (web/offline/precache-files.ts: not the staff's), a version
 * from their names (a new build is a new worker, which drops the old caches), and the offline texts in
 * both languages. `vite dev` never writes it, and the page registers it in production builds only.
 */
function serviceWorker(): Plugin {
  return {
    name: "local-hype:service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const precache = precacheFiles(bundle);
      const version = createHash("sha256").update(precache.join("\n")).digest("hex").slice(0, 12);
      const build = { version, precache, texts: { en: offlineEn, fr: offlineFr } };
      const source = readFileSync(fromRoot("./web/offline/service-worker.js"), "utf8");
      this.emitFile({ type: "asset", fileName: "sw.js", source: `const BUILD = ${JSON.stringify(build)};\n${source}` });
    },
  };
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID), __ICON_SPRITE__: JSON.stringify(`/${ICON_SPRITE_FILE}`) },
  root: fromRoot("./web"),
  publicDir: fromRoot("./web/public"),
  resolve: {
    alias: {
      "@web": fromRoot("./web"),
      "@shared": fromRoot("./shared"),
      "@worker": fromRoot("./worker"),
    },
  },
  build: {
    outDir: fromRoot("./dist"),
    emptyOutDir: true,
  },
  environments: {
    client: {
      build: {
        // For the bundle budget check (tests/budgets): which chunks each route loads, and what is in
        // them. Neither file is served (web/public/.assetsignore).
        manifest: true,
        sourcemap: "hidden",
        // The staff screens (admin, login), the pages reached from an e-mail or a footer link (privacy, saved
        // places, the newsletter's and a submission's private links), the nomination form and the 404 page are
        // not preloaded from the entry:
        // a preload list names each of their chunks, and that list ships with every public page. They load
        // their own imports when opened (decisions 0151, 0160).
        // No modulepreload polyfill: every browser the app supports (ES modules, dynamic import) but
        // Safari < 17 and Firefox < 115 preloads natively; those two simply fetch each chunk when it is
        // imported, as the polyfill would have a moment earlier, and no page carries its code.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (filename, deps) => (NOT_PRELOADED.test(filename) ? [] : deps.filter((dep) => !ENTRY_CHUNK.test(dep))),
        },
        // Fewer, larger chunks: every small chunk costs a request and compresses on its own. The code
        // the entry needs before it runs (React, the router, React Query, tRPC, the layout) is one file
        // instead of four; our own modules shared by three or more lazy chunks are one "common" file
        // (listing cards, images, paths, dates) instead of eight. About 3 KB gzip less on the home page.
        // Admin and login modules never join a chunk public pages load. Paging (lists, city, search), form
        // fields (submit, admin), an event's schedule fields, their repeat wording and the schema's date
        // check (submit, its schema, admin), feed links and the Copy link button (lists, city, saved places), the API-error helpers and the bot-challenge retry (forms,
        // votes and login), the submit texts and promotion tiers, the hours rules and texts (place pages and
        // forms: cards show the Worker's words), the category slugs and choice (shop list, forms; home links
        // by name), and the 65 cities by province (city filters, forms, the search form's suggestions once
        // focused) stay out of "common", so home, which uses none of them at load, does not fetch them; so do
        // the input schemas (`*-schema.ts` and zod-setup) and their texts (forms load them on first focus: three forms sharing them would
        // otherwise pull zod into "common"), the staff screens' texts (People, audit, passkeys), which
        // several admin chunks share, the newsletter pages' texts (four pages reached from e-mails), number formats (counts and prices: votes, search, forms; no card), date-and-time formats (staff tables, the status
        // page, an owner's requests; no card), money and the status page's texts (the status page, receipts,
        // the owner's Promotion, staff's Payments; no card), an event's RSVP ("Going": its line, form, settings and
        // texts, on RSVP events' pages, the status page and the listing editor; no card), saving a file and the CSV writer (staff exports, the owner's CSV, the organizer's list), the
        // province list (filters and forms), the grid of a paged list (home shows fixed rows) and the API's
        // text references and typography helpers (error texts, status pages), and a failed load's retry (QueryError:
        // home imports it lazily, so home's load carries it only when its answer fails), and lists by distance
        // ("Near me", ?near= and each card's distance: lists, city tabs and search; no home card).
        rolldownOptions: {
          // tRPC's client packages do not declare themselves free of side effects, so every module their
          // index re-exports stayed in the bundle, used or not (the WebSocket link among them). They have
          // none at import time; marking them so lets unused links fall away.
          treeshake: {
            moduleSideEffects: (id: string) => (/[\\/]node_modules[\\/]@trpc[\\/]/.test(id) ? false : undefined),
          },
          output: {
            codeSplitting: {
              groups: [
                { name: (id: string, ctx: ChunkingContext) => (IN_ENTRY.test(id) || isInitial(id, ctx) ? "app" : null) },
                // The edge-rendered forms' hook (submit, nomination) goes with the fields every form loads: a
                // chunk of its own would put one more name in the preload list every public page carries.
                { name: "form-field", test: (id: string) => /[\\/](form-field\.tsx|edge-form\.ts)$/.test(id) },
                // A list's paging and its neighbourhood filter (?area=) go together: list and city pages read both
                // in their first view, home neither; apart, the filter would join "common", which home loads.
                { name: "paging", test: (id: string) => /[\\/](listings[\\/]paging|neighbourhoods[\\/]area-param)\.ts$/.test(id) },
                // The week's shape on its own: a place's page reads it (its hours, "open now"), not the forms' helpers it would join.
                { name: "week", test: (id: string) => /[\\/]time[\\/]weekly-hours\.ts$/.test(id) },
                // The forms' small value helpers stay one chunk, which the submit form loads with its page: the
                // owner's form shares the hours' helper, and on its own it would be one more chunk there.
                { name: "form-values", test: (id: string) => /[\\/]((schedule|hours)-value\.ts|category-options\.tsx)$/.test(id) },
                // A listing's neighbourhood and point fields: the submit form loads them on first focus, the owner's
                // form and the staff editor with themselves; shared by three chunks they would join "common".
                { name: "place-fields", test: (id: string) => /[\\/]places[\\/]place-fields\.tsx$/.test(id) },
                // The owner's pages and the hours widget are private or loaded on a form's first focus, and the
                // passkey pieces (login, the admin's Account, /owner) and the staff roles' rules private; the reviews'
                // rules, texts and fields load with a listing's reviews section, the reviews pages or the admin's
                // tab. Shared by three chunks they would otherwise land in "common", which every public page loads.
                {
                  name: "common",
                  test: (id: string) =>
                    /[\\/](web|shared)[\\/]/.test(id) &&
                    !/[\\/](admin|login|feeds|schedule|hours-entry|owners|auth|account|reviews|going|csv|map)[\\/]|[\\/]lib[\\/]webauthn\.ts$|[\\/]people[\\/]staff-roles\.ts$|-schema\.ts$|[\\/]zod-setup\.ts$|[\\/](nominate|validation)-texts\.ts$|[\\/](time[\\/](repeat-rule|event-summary|city-day|clock)|listings[\\/]event-words)\.ts$|[\\/](listing-pages|form-field|copy-link-button|near-list|pill-toggle)\.tsx$|[\\/](distance-text|near-param)\.ts$|[\\/](api-errors|with-challenge)\.ts$|[\\/]listings[\\/]paging\.ts$|[\\/]((submit|hours)-texts|submissions[\\/](promotion-tiers|status-texts)|payments[\\/](money|payment-statuses)|places[\\/](business-categories|category-name|provinces|place-types|city-coordinates|nearest-city|point)|time[\\/]weekly-hours)\.ts$|[\\/](category|city)-options\.tsx$|[\\/]forms[\\/]xml-text\.ts$|[\\/](not-found-screen|query-error)\.tsx$|[\\/]i18n[\\/]text-ref\.ts$|[\\/]i18n[\\/]typography\.ts$|[\\/](voting|admin-people|passkeys|newsletter)-texts\.ts$|[\\/]lib[\\/](numbers|save-file|dates)\.ts$/.test(
                      id,
                    ),
                  minShareCount: 3,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    textBundles(),
    iconSprite(),
    serviceWorker(),
    react(),
    tailwindcss(),
    cloudflare({
      configPath: fromRoot("./wrangler.toml"),
      persistState: { path: fromRoot("./.wrangler/state") },
    }),
  ],
});
