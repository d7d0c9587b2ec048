// The layout rules in eslint.config.js must really fire: each boundary is linted here on a snippet that
// breaks it (and one that keeps it), through ESLint's Node API with the project's own config. Only the
// boundary and file-name rules run, without type information, so the snippets need no files on disk.
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const BOUNDARY_RULES = new Set([
  "@typescript-eslint/no-restricted-imports",
  "no-restricted-syntax",
  "@typescript-eslint/no-import-type-side-effects",
]);

const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId) || ruleId.startsWith("check-file/"),
  // The snippets are not in any tsconfig; the rules under test need no types.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The messages ESLint reports for `code` as if it were the file at `path` (relative to the root). */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  if (!result) throw new Error(`ESLint returned no result for ${path}`);
  return result.messages.map((message) => `${message.ruleId ?? "fatal"}: ${message.message}`);
}

// Loading the config and the plugins takes a few seconds on a busy machine: once, before the timed tests.
beforeAll(() => lint("shared/rules/example.ts", "export {};"), 120_000);

const SHARED = /shared\/ holds data and rules for both sides/;
const WEB_TYPES_ONLY = /web\/ may import the worker only as types/;
const WORKER_RENDER_ONLY = /The worker imports web\/ only through the server-render entry/;
const PAGE = /A page does not import another page/;
const FEATURE = /A feature does not import another feature/;
const ALIAS = /In web\/, reach outside this folder through an @web\/… alias/;

describe("shared/ imports neither web/ nor worker/", () => {
  it.each([
    'import { trpc } from "@web/lib/trpc";',
    'import type { AppRouter } from "@worker/trpc/router";',
    'import { users } from "../../worker/db/schema";',
    'export { notify } from "../web/lib/notify";',
    'const page = () => import("@web/pages/home/home-page");',
  ])("refuses %s", async (code) => {
    expect(await lint("shared/rules/example.ts", code)).toEqual([expect.stringMatching(SHARED)]);
  });

  it("allows its own modules", async () => {
    expect(
      await lint("shared/rules/example.ts", 'import { slugify } from "../rules/slug";\nimport { messages } from "@shared/i18n/messages";'),
    ).toEqual([]);
  });
});

describe("web/ never expands repeats (rrule stays in the Worker)", () => {
  it.each(['import { RRule } from "rrule";', 'import { nextOccurrence } from "@shared/time/event-occurrences";', 'const r = () => import("rrule");'])(
    "refuses %s",
    async (code) => {
      expect(await lint("web/pages/list/example.ts", code)).toEqual([expect.stringMatching(/web\/ does not expand repeats/)]);
    },
  );

  it("allows the zone helpers, which use Intl only", async () => {
    expect(await lint("web/lib/example.ts", 'import { cityDay } from "@shared/time/city-day";')).toEqual([]);
  });
});

describe("web/ imports the worker only as types", () => {
  it.each([
    'import { appRouter } from "@worker/trpc/router";',
    'export { appRouter } from "@worker/trpc/router";',
    'const router = () => import("@worker/trpc/router");',
  ])("refuses %s", async (code) => {
    expect(await lint("web/lib/example.ts", code)).toEqual([expect.stringMatching(WEB_TYPES_ONLY)]);
  });

  it("refuses inline type specifiers, which still load the module under verbatimModuleSyntax", async () => {
    expect(await lint("web/lib/example.ts", 'import { type AppRouter } from "@worker/trpc/router";')).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-import-type-side-effects:/),
    ]);
  });

  it("allows `import type`", async () => {
    expect(await lint("web/lib/example.ts", 'import type { AppRouter } from "@worker/trpc/router";')).toEqual([]);
  });

  it("refuses relative imports that leave the folder (they would hide where they go)", async () => {
    expect(await lint("web/lib/example.ts", 'import type { AppRouter } from "../../worker/trpc/router";')).toEqual([expect.stringMatching(ALIAS)]);
  });
});

describe("the worker imports web/ only through the server-render entry", () => {
  it("allows @web/app/render-server", async () => {
    expect(await lint("worker/html/example.ts", 'import { renderAppHtml } from "@web/app/render-server";')).toEqual([]);
  });

  it.each([
    'import { trpc } from "@web/lib/trpc";',
    'import { AppRoutes } from "@web/app/app-routes";',
    'import { x } from "@web/app/render-server-extra";',
    'import { notify } from "../../web/lib/notify";',
  ])("refuses %s", async (code) => {
    expect(await lint("worker/html/example.ts", code)).toEqual([expect.stringMatching(WORKER_RENDER_ONLY)]);
  });
});

describe("no page imports another page", () => {
  it.each(['import NotFoundPage from "@web/pages/not-found/not-found-page";', 'const page = () => import("@web/pages/home/home-page");'])(
    "refuses %s",
    async (code) => {
      expect(await lint("web/pages/coffee-city/example.tsx", code)).toEqual([expect.stringMatching(PAGE)]);
    },
  );

  it("refuses a relative import into a sibling page", async () => {
    expect(await lint("web/pages/coffee-city/example.tsx", 'import { Hero } from "../home/hero";')).toEqual([expect.stringMatching(ALIAS)]);
  });

  it("allows the page's own files, features and components", async () => {
    const code = [
      'import { CityHero } from "@web/pages/city/city-hero";',
      'import { CityTabs } from "./city-tabs";',
      'import { CityVoting } from "@web/features/voting/city-voting";',
      'import { PageHead } from "@web/components/seo/page-head";',
    ].join("\n");
    expect(await lint("web/pages/city/example.tsx", code)).toEqual([]);
  });
});

describe("no feature imports another feature", () => {
  it.each(['import { LoginForm } from "@web/features/auth/login-form";', 'export { VoteButton } from "@web/features/voting/vote-button";'])(
    "refuses %s",
    async (code) => {
      expect(await lint("web/features/admin/example.tsx", code)).toEqual([expect.stringMatching(FEATURE)]);
    },
  );

  it("allows the feature's own files", async () => {
    expect(
      await lint(
        "web/features/admin/example.tsx",
        'import { LogoutButton } from "@web/features/admin/ui/logout-button";\nimport type { Me } from "./admin-types";',
      ),
    ).toEqual([]);
  });
});

describe("file and folder names are kebab-case", () => {
  it.each(["web/lib/selectedCity.ts", "worker/features/auth/Session_Cookie.ts", "web/pages/CoffeeCity/coffee-city-page.tsx"])(
    "refuses %s",
    async (path) => {
      expect(await lint(path, "export {};")).toEqual([expect.stringMatching(/^check-file\//)]);
    },
  );

  it.each(["web/lib/selected-city.ts", "tests/e2e/submit.e2e.ts", "tests/worker/votes.test.ts", "worker/env.d.ts", "vite.config.ts"])(
    "allows %s",
    async (path) => {
      expect(await lint(path, "export {};")).toEqual([]);
    },
  );
});
