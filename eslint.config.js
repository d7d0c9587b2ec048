// Lint for the whole repository: typed TypeScript rules where they catch real bugs, React's hook rules, kebab-case
// names, and the import boundaries of our layout (README "Lint and boundaries"). `npm run lint` runs it with
// --max-warnings 0, so a warning fails like an error.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const subfolders = (folder) =>
  readdirSync(`${root}/${folder}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// One boundary = the imports a group of files may not make. Patterns are regular expressions on the import
// string; `allowTypeImports` lets `import type` through (types vanish at build time, so they cross no boundary).
const aliasOnly = {
  regex: String.raw`^\.\./`,
  message: "In web/, reach outside this folder through an @web/… alias, so the layout rules below can see where it goes.",
};
const boundary = {
  sharedImportsNoApp: [
    {
      regex: String.raw`^(@(web|worker)/|(\.\./)+(web|worker)/)`,
      message: "shared/ holds data and rules for both sides: it imports neither web/ nor worker/.",
    },
  ],
  webImportsWorkerTypesOnly: [
    {
      // Relative paths into worker/ are already refused by aliasOnly (a type import that matches a pattern with
      // allowTypeImports skips every pattern, so this one matches the alias alone).
      regex: String.raw`^@worker/`,
      allowTypeImports: true,
      message: "web/ may import the worker only as types (`import type`): worker code must not reach the browser bundle.",
    },
  ],
  webImportsNoRecurrence: [
    {
      // The server expands repeats and sends the next occurrence and a repeat summary; the browser needs neither.
      regex: String.raw`^(rrule$|@shared/time/event-occurrences$)`,
      allowTypeImports: true,
      message: "web/ does not expand repeats: rrule and @shared/time/event-occurrences stay in the Worker.",
    },
  ],
  webDrawsIconsFromTheSprite: [
    {
      regex: String.raw`^lucide-react(/|$)`,
      message: "Icons come from the build's sprite: <Icon name=…> (web/components/ui/icon.tsx), names in icon-names.ts.",
    },
  ],
  workerImportsWebRenderOnly: [
    {
      regex: String.raw`^(@web/(?!app/render-server$)|(\.\./)+web/)`,
      message: "The worker imports web/ only through the server-render entry, @web/app/render-server.",
    },
  ],
  pageImportsNoOtherPage: (page) => [
    {
      regex: String.raw`^@web/pages/(?!${page}/)`,
      message: "A page does not import another page: move what they share into a feature or web/components/.",
    },
  ],
  featureImportsNoOtherFeature: (feature) => [
    {
      regex: String.raw`^@web/features/(?!${feature}/)`,
      message: "A feature does not import another feature: move what they share into web/components/ or web/lib/.",
    },
  ],
};
// Flat config replaces (does not merge) a rule's options per file, so each group lists every boundary it keeps.
// no-restricted-imports sees import/export declarations; the same patterns also hold for `import("…")`
// (a dynamic import bundles its module too, so it is never "types only").
const restrictImports = (...groups) => {
  const patterns = groups.flat();
  return {
    "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
    "no-restricted-syntax": [
      "error",
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression > Literal.source[value=/${regex.replaceAll("/", String.raw`\/`)}/]`,
        message,
      })),
    ],
  };
};
const webBoundaries = [aliasOnly, ...boundary.webImportsWorkerTypesOnly, ...boundary.webImportsNoRecurrence, ...boundary.webDrawsIconsFromTheSprite];

export default defineConfig(
  {
    ignores: ["dist/", ".wrangler/", "node_modules/", "test-results/", "playwright-report/", "docs/", "worker/worker-configuration.d.ts"],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // One TypeScript service for all files, with the project's own tsconfigs (faster than `project`).
        projectService: { allowDefaultProject: ["*.js", "tests/*/*.mjs", "worker/cli/*.mjs"] },
        tsconfigRootDir: root,
      },
    },
  },
  {
    // Plain JavaScript (this file, the bench and budget scripts) runs in Node and has no types to check.
    files: ["**/*.{js,mjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    // The service worker's source: it runs in the browser's worker scope (vite.config.ts writes it as /sw.js).
    files: ["web/offline/service-worker.js"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ["web/**/*.{ts,tsx}", "tests/web/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"]],
    rules: { "react-hooks/exhaustive-deps": "error" },
  },
  {
    rules: {
      // Unused code is already a type error (noUnusedLocals); `_name` marks a parameter a signature requires.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Under verbatimModuleSyntax `import { type A } from "m"` still loads "m" at run time: write `import type`.
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  // Import boundaries.
  { files: ["shared/**"], rules: restrictImports(boundary.sharedImportsNoApp) },
  { files: ["worker/**"], rules: restrictImports(boundary.workerImportsWebRenderOnly) },
  { files: ["web/**"], rules: restrictImports(webBoundaries) },
  ...subfolders("web/pages").map((page) => ({
    files: [`web/pages/${page}/**`],
    rules: restrictImports(webBoundaries, boundary.pageImportsNoOtherPage(page)),
  })),
  ...subfolders("web/features").map((feature) => ({
    files: [`web/features/${feature}/**`],
    rules: restrictImports(webBoundaries, boundary.featureImportsNoOtherFeature(feature)),
  })),
  {
    // Browser tests take `test` from tests/e2e/test.ts, whose watch fails a test on a React hydration error.
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import `test` from ./test: it fails the test on a React hydration error.",
            },
          ],
        },
      ],
    },
  },
  // File and folder names: kebab-case (a middle extension such as .test, .e2e, .d or .config is allowed).
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{shared,web,worker,tests}/**/": "KEBAB_CASE" }],
    },
  },
);
