// User-facing interface strings shared by every page (layout, navigation, errors, titles), in the active
// locale; the English (./en/common.ts) holds the spec's texts word for word. Strings of one feature live
// beside this file in their own module (home.ts, detail.ts, voting.ts, admin.ts, …), each a facade over
// its texts in every locale (./en/*, ./fr/*), loaded by the pages that use them (shared/i18n/).
import { formatterFor } from "../i18n/intl-format";
import { localized } from "../i18n/localized";

export const messages = localized<typeof import("./en/common").default>("common");

/** Fills `{name}` placeholders, e.g. format("Near {city}", { city: "Toronto" }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** A text with a singular and a plural form, chosen by the count (`Intl.PluralRules` of the active locale). */
export interface CountedText {
  one: string;
  other: string;
}

const plurals = formatterFor((tag) => new Intl.PluralRules(tag));

export function formatCount(text: CountedText, count: number): string {
  return format(plurals().select(count) === "one" ? text.one : text.other, { count });
}
