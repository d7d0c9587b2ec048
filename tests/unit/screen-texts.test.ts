// Every text module a screen can read is in a bundle the page loads for it (web/app/screen-texts.ts):
// the edge inlines exactly those, so a module missing here would throw on that page ("read before it
// was loaded"). Follows each screen's imports through the source (static ones, and the lazy chunks
// it loads itself), collects the text modules their facades read, and compares.
import { RSVP_FORM_TEXTS } from "@shared/going/rsvp-form-texts";
import { POINT_PICKER_TEXTS } from "@web/components/map/point-picker-texts";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { textModulesOf } from "@shared/i18n/text-bundles";
import { CORE_TEXTS, ON_DEMAND_TEXTS } from "@web/app/screen-texts";
import { SIGNED_OUT_OWNER_TEXTS } from "@web/features/claims/signed-out-texts";
import { OWNER_RECEIPT_TEXTS } from "@web/features/owners/owner-receipt-texts";
import { PASSKEY_TEXTS } from "@web/features/auth/passkey-texts";
import { CLAIMS_VIEW_TEXTS } from "@web/features/admin/claims/claims-texts";
import { REVIEWS_VIEW_TEXTS } from "@web/features/admin/reviews/reviews-texts";
import { routeModuleFiles } from "./route-module-files";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ALIASES: Record<string, string> = { "@shared/": "shared/", "@web/": "web/", "@worker/": "worker/" };

/** Files whose facades read text modules, and the modules each reads (`localized`/`translations` ids). */
function facadeModules(): Map<string, string[]> {
  const facades = new Map<string, string[]>();
  const candidates = [
    ...readdirSync(join(ROOT, "shared"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("-texts.ts"))
      .map((file) => `shared/${file}`),
    "shared/i18n/messages.ts",
    "shared/places/place-names.ts",
    "shared/home/home-text.ts",
  ].filter((file) => file.endsWith(".ts"));
  for (const file of candidates) {
    const source = readFileSync(join(ROOT, file), "utf8");
    const ids = [...source.matchAll(/(?:localized|translations)<[\s\S]*?>\("([\w-]+)"\)/g)].map((match) => match[1]!);
    if (ids.length > 0) facades.set(file, ids);
  }
  return facades;
}
const FACADES = facadeModules();

function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? join(ROOT, ALIASES[alias]!, specifier.slice(alias.length))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((file) => existsSync(file) && file.match(/\.tsx?$/)) ?? null;
}

/** Lazy chunks that load their own texts (withTexts) or are screens of their own. */
const OWN_TEXTS = [
  /components\/seo\/head-tags-view/,
  /components\/bot-challenge\/challenge-step/,
  /features\/claims\/signed-out-owner/,
  /features\/owners\/owner-receipt\.tsx$/,
  /features\/admin\/claims\/claims-view/,
  /features\/admin\/reviews\/reviews-view/,
  /features\/reviews\/reviews-section/,
  /features\/owners\/owner-reviews/,
  /features\/owners\/owner-rsvp-settings/,
  /reviews\/review-schema/,
  /features\/auth\/passkey-sign-in/,
  /features\/going\/rsvp-form/,
  /features\/going\/event-register/,
  /features\/account\/account-view/,
  /components\/map\/point-picker\.tsx$/,
  /web\/pages\/[\w-]+\/[\w-]+-(page|route)\.tsx$/,
];

/** The text modules reachable from `entry` through its imports. */
function textsReachedFrom(entry: string, stopAt: readonly RegExp[] = OWN_TEXTS): Set<string> {
  const seen = new Set<string>();
  const ids = new Set<string>();
  const stack = [join(ROOT, entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const id of FACADES.get(file.slice(ROOT.length).replace(/^\//, "")) ?? []) ids.add(id);
    const source = readFileSync(file, "utf8");
    const statics = [...source.matchAll(/^(?:import|export)(?! type)[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gms)].map((m) => m[1] ?? m[2]!);
    // Lazy chunks, not type-level `typeof import("…")`.
    const lazies = [...source.matchAll(/(?<!typeof )import\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]!);
    for (const specifier of statics) {
      const target = resolveImport(file, specifier);
      if (target) stack.push(target);
    }
    for (const specifier of lazies) {
      const target = resolveImport(file, specifier);
      if (target && !stopAt.some((pattern) => pattern.test(target))) stack.push(target);
    }
  }
  return ids;
}

/**
 * Modules a screen's imports reach but that it never reads, because it only reaches them through
 * getters it does not call: the status and receipt pages name a promotion tier (its features, submit
 * texts, are getters). The French crawl (tests/e2e/french.e2e.ts) renders the page, so a read would fail there.
 */
const REACHED_NOT_READ: Partial<Record<string, string[]>> = {
  submissionStatus: ["submit"],
  paymentReceipt: ["submit"],
};

const modulesOf = (bundles: readonly string[]) => new Set(bundles.flatMap(textModulesOf));
const missing = (reached: Set<string>, bundles: readonly string[]) => [...reached].filter((id) => !modulesOf(bundles).has(id)).sort();

/** The route modules as web/app/route-modules.ts loads them, each with its screen's text bundles. */
const MODULES = routeModuleFiles();
const screens = (): [file: string, key: string, texts: string[]][] => MODULES.map(({ file, key, texts }) => [`web/${file}`, key, texts]);

describe("the text bundles each page loads", () => {
  it("hold every text module the layout reads", () => {
    expect(FACADES.size).toBeGreaterThan(15);
    const reached = textsReachedFrom("web/main.tsx");
    expect(reached.has("common")).toBe(true);
    expect(missing(reached, CORE_TEXTS)).toEqual([]);
  });

  it.each(screens())("hold every text module %s reads", (screen, key, texts) => {
    const reached = textsReachedFrom(screen);
    for (const id of REACHED_NOT_READ[key] ?? []) reached.delete(id);
    expect(missing(reached, [...CORE_TEXTS, ...texts])).toEqual([]);
  });

  it("name every screen of the app", () => {
    expect(screens().length).toBe(20);
  });

  it.each([
    ["web/components/seo/head-tags-view.tsx", ON_DEMAND_TEXTS.headTags],
    ["web/components/bot-challenge/challenge-step.tsx", ON_DEMAND_TEXTS.botChallenge],
  ] as const)("hold every text module %s reads, loaded with it", (chunk, bundles) => {
    // On demand from any page: the core bundle is there already.
    expect(missing(textsReachedFrom(chunk, []), [...CORE_TEXTS, ...bundles, ...MODULES.flatMap((module) => module.texts)])).toEqual([]);
  });

  it("hold every text module an RSVP event's line and its form read, loaded with them on an event's page", () => {
    const detail = MODULES.find((module) => module.key === "detail")!;
    const line = textsReachedFrom(
      "web/features/going/event-register.tsx",
      OWN_TEXTS.filter((chunk) => !chunk.test("features/going/event-register")),
    );
    expect(missing(line, [...CORE_TEXTS, ...detail.texts, "going"])).toEqual([]);
    const reached = textsReachedFrom(
      "web/features/going/rsvp-form.tsx",
      OWN_TEXTS.filter((chunk) => !chunk.test("features/going/rsvp-form")),
    );
    expect(missing(reached, [...CORE_TEXTS, ...detail.texts, "going", ...RSVP_FORM_TEXTS])).toEqual([]);
  });

  it.each(["web/features/auth/passkey-sign-in.tsx", "web/features/account/account-view.tsx"])(
    "hold every text module %s reads, loaded with it on /owner",
    (chunk) => {
      // Beside the /owner route's own bundles.
      const owner = MODULES.find((module) => module.key === "owner")!.texts;
      expect(missing(textsReachedFrom(chunk), [...CORE_TEXTS, ...owner, ...PASSKEY_TEXTS])).toEqual([]);
    },
  );

  it("hold every text module the admin's Claims tab reads, loaded with it", () => {
    const admin = MODULES.find((module) => module.key === "admin")!.texts;
    expect(missing(textsReachedFrom("web/features/admin/claims/claims-view.tsx"), [...CORE_TEXTS, ...admin, ...CLAIMS_VIEW_TEXTS])).toEqual([]);
  });

  it("hold every text module a receipt on /owner reads, loaded with it", () => {
    const owner = MODULES.find((module) => module.key === "owner")!.texts;
    expect(missing(textsReachedFrom("web/features/owners/owner-receipt.tsx"), [...CORE_TEXTS, ...owner, ...OWNER_RECEIPT_TEXTS])).toEqual([]);
  });

  it("hold every text module the admin's Reviews tab reads, loaded with it", () => {
    const admin = MODULES.find((module) => module.key === "admin")!.texts;
    expect(missing(textsReachedFrom("web/features/admin/reviews/reviews-view.tsx"), [...CORE_TEXTS, ...admin, ...REVIEWS_VIEW_TEXTS])).toEqual([]);
  });

  it("hold every text module a listing's reviews section and the reviews' schema read, loaded with them", () => {
    expect(missing(textsReachedFrom("web/features/reviews/reviews-section.tsx"), [...CORE_TEXTS, "reviews"])).toEqual([]);
    expect(missing(textsReachedFrom("web/features/owners/owner-reviews.tsx"), [...CORE_TEXTS, "reviews"])).toEqual([]);
    // An event's RSVP settings on /owner, loaded with the "going" texts.
    expect(missing(textsReachedFrom("web/features/owners/owner-rsvp-settings.tsx"), [...CORE_TEXTS, "going"])).toEqual([]);
    expect(missing(textsReachedFrom("shared/reviews/review-schema.ts", []), [...CORE_TEXTS, "reviews", "submit"])).toEqual([]);
  });

  it.each(["submit", "owner", "admin"])("hold every text module the map picker reads, loaded with it under the place fields on %s", (key) => {
    const screen = MODULES.find((module) => module.key === key)!.texts;
    expect(missing(textsReachedFrom("web/components/map/point-picker.tsx", []), [...CORE_TEXTS, ...screen, ...POINT_PICKER_TEXTS])).toEqual([]);
  });

  it("hold every text module the signed-out part of /owner reads, loaded with it", () => {
    // Its verification step, when asked for, loads its own texts.
    expect(missing(textsReachedFrom("web/features/claims/signed-out-owner.tsx"), [...CORE_TEXTS, "owner", ...SIGNED_OUT_OWNER_TEXTS])).toEqual([]);
  });
});
