// The Canadian French (fr-CA) interface texts: every English message module has a French twin in
// shared/<concept>/<id>-texts.fr.ts with the same keys at every level, the same {placeholders} in every string, no empty
// text, no English left behind, and the house typography of the French e-mails (shared/email/email-texts.fr.ts).
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ALL_TEXTS } from "@shared/all-texts";
import { votingMessages } from "@shared/voting/voting-texts";

type Texts = object;

const englishById = new Map<string, Texts>(Object.entries(ALL_TEXTS.en));
const frenchById = new Map<string, Texts>(Object.entries(ALL_TEXTS.fr));

/** Each English text module and its French twin. */
const PAIRS: ReadonlyArray<readonly [name: string, english: Texts, french: Texts]> = [
  ...[...englishById].map(([id, texts]) => [id, texts, frenchById.get(id) ?? {}] as const),
];

/**
 * French texts allowed to equal their English text, each for a reason:
 * (Texts with no words outside their placeholders, such as "404" or "{brand} - {tagline}", need no entry.)
 * - "Local Hype": the brand name.
 * - "Merci d'avoir voté! ❤️": the spec's Montreal toast, already French in the English module.
 * - "Canada": a proper noun, the same in both languages.
 * - Words that are the same in both languages, used as short labels: "Type", "Description", "Date",
 *   "Image", "Promotion", "Suggestions", "Catalogue", "Actions" (a table column), "votes" (screen-reader suffix after a count),
 *   "Performance" (the admin tab of Web Vitals), "Page" (its table column), "Photos" (a listing's photos),
 *   "Places" (how many an RSVP takes).
 */
const SAME_IN_BOTH = new Set([
  "Local Hype",
  "Merci d'avoir voté! ❤️",
  "Canada",
  "Type",
  "Description",
  "Date",
  "Image",
  "Latitude",
  "Longitude",
  "Promotion",
  "Suggestions",
  "Catalogue",
  "Places",
  "Actions",
  "votes",
  "Performance",
  "Page",
  "Photos",
  "{count, plural, one {# vote} other {# votes}}",
]);

const NB = "\u00a0";

interface Leaf {
  path: string;
  english: string;
  french: string;
  /** The English plural object this leaf belongs to, when it is its `one` form. */
  pluralOther?: string;
}

const isPlural = (node: object) => {
  const keys = Object.keys(node).sort();
  return keys.length === 2 && keys[0] === "one" && keys[1] === "other";
};

/** Walks both trees in step, failing on a key-set mismatch at any level, and returns the string pairs. */
function walk(english: object, french: object, path: string, leaves: Leaf[]): Leaf[] {
  expect(Object.keys(french).sort(), `keys of ${path}`).toEqual(Object.keys(english).sort());
  for (const key of Object.keys(english)) {
    const enValue = (english as Record<string, unknown>)[key];
    const frValue = (french as Record<string, unknown>)[key];
    const here = `${path}.${key}`;
    if (typeof enValue === "string") {
      expect(typeof frValue, here).toBe("string");
      const pluralOther = key === "one" && isPlural(english) ? (english as { other: string }).other : undefined;
      leaves.push({ path: here, english: enValue, french: frValue as string, pluralOther });
    } else {
      expect(enValue, here).toBeTypeOf("object");
      expect(frValue, here).toBeTypeOf("object");
      walk(enValue as object, frValue as object, here, leaves);
    }
  }
  return leaves;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

/** Whether a text has any words outside its placeholders ("{brand} - {tagline}", "404" and "$$" have none). */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ""));

const leavesOf = (name: string, english: Texts, french: Texts) => walk(english, french, name, []);

describe.each(PAIRS)("French twin of %s", (name, english, french) => {
  it("has the same keys at every level", () => {
    expect(leavesOf(name, english, french).length).toBeGreaterThan(0);
  });

  it("keeps every {placeholder}, and adds none", () => {
    for (const leaf of leavesOf(name, english, french)) {
      const got = placeholders(leaf.french);
      // fr-CA's plural "one" also covers 0, so a French singular may show {count} where the English
      // singular writes a literal 1; it may use the placeholders of the English "other" form instead.
      if (leaf.pluralOther !== undefined && got.join() === placeholders(leaf.pluralOther).join()) continue;
      expect(got, leaf.path).toEqual(placeholders(leaf.english));
    }
  });

  it("has no empty text and no English left behind", () => {
    for (const leaf of leavesOf(name, english, french)) {
      expect(leaf.french.trim(), leaf.path).not.toBe("");
      if (!SAME_IN_BOTH.has(leaf.french) && hasWords(leaf.english)) expect(leaf.french, leaf.path).not.toBe(leaf.english);
    }
  });

  it("follows the French e-mails' typography", () => {
    for (const { path, french: text } of leavesOf(name, english, french)) {
      // A no-break space before a colon (URLs' "://" aside) and inside « ».
      expect(text.replaceAll("://", ""), path).not.toMatch(new RegExp(`[^${NB}]:`));
      expect(text, path).not.toMatch(new RegExp(`«[^${NB}]`));
      expect(text, path).not.toMatch(new RegExp(`[^${NB}]»`));
      // Canadian usage, as in email-texts.fr.ts and the spec's "Merci d'avoir voté!": no space before ; ! ?
      expect(text, path).not.toMatch(/\s[;!?]/);
      // French quotation marks and a real ellipsis, never the English ones.
      expect(text, path).not.toMatch(/[“”"]|\.\.\./);
    }
  });
});

describe("French message modules", () => {
  it("are all registered for the Worker and the tests (shared/all-texts.ts)", () => {
    const folder = fileURLToPath(new URL("../../shared", import.meta.url));
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" });
    for (const locale of ["en", "fr"] as const) {
      const name = new RegExp(`(?:^|/)([\\w-]+)-texts\\.${locale}\\.ts$`);
      const ids = files.flatMap((file) => name.exec(file)?.[1] ?? []);
      expect(Object.keys(ALL_TEXTS[locale]).sort(), locale).toEqual(ids.sort());
    }
  });

  it("exist for every English module", () => {
    expect(englishById.size).toBeGreaterThan(15);
    for (const id of englishById.keys()) expect(frenchById.has(id), `${id}-texts.fr.ts`).toBe(true);
  });

  it("keep the spec's Montreal toast word for word", () => {
    const votingFr = frenchById.get("voting") as { thanksTitleMontreal: string };
    expect(votingFr.thanksTitleMontreal).toBe(votingMessages.thanksTitleMontreal);
    expect(votingFr.thanksTitleMontreal).toBe("Merci d'avoir voté! ❤️");
  });
});
