// User-facing interface strings shared by every page (layout, navigation, errors, titles), in the active
// locale; the English (./en/common.ts) holds the spec's texts word for word. Strings of one feature live
// beside this file in their own module (home.ts, detail.ts, voting.ts, admin.ts, …), each a facade over
// its texts in every locale (./en/*, ./fr/*), loaded by the pages that use them (shared/i18n/).
import { formatterFor } from "./intl-format";
import { localized } from "./localized";

export const messages = localized<typeof import("./common-texts.en").default>("common");

const plurals = formatterFor((tag) => new Intl.PluralRules(tag));

/** An ICU-style plural: `{minutes, plural, one {# minute} other {# minutes}}` (also `=0 {…}` and every CLDR category). */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_BRANCH = /(=\d+|\w+)\s*\{([^{}]*)\}/g;

/** The branch of a plural for `count`: an exact `=n`, else the active locale's `Intl.PluralRules` category, else `other`. */
function pluralBranch(branches: string, count: number): string {
  const forms = new Map([...branches.matchAll(PLURAL_BRANCH)].map(([, selector, text]) => [selector!, text!]));
  return (forms.get(`=${count}`) ?? forms.get(plurals().select(count)) ?? forms.get("other") ?? "").replaceAll("#", String(count));
}

/**
 * Fills `{name}` placeholders, e.g. format("Near {city}", { city: "Toronto" }), and ICU-style plurals
 * chosen by a number parameter in the active locale: format("in {n, plural, one {# minute} other {# minutes}}", { n: 2 }).
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template
    .replace(PLURAL, (whole, key: string, branches: string) => {
      const count = values[key];
      return typeof count === "number" ? pluralBranch(branches, count) : whole;
    })
    .replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
