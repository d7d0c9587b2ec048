import { en, type Messages } from "./en";

/** The active locale's strings. Only English exists today; a fr-CA file of type Messages would slot in here. */
export const messages: Messages = en;

/** Fills `{name}` placeholders, e.g. format("Near {city}", { city: "Toronto" }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** A text with a singular and a plural form, chosen by the count (`Intl.PluralRules` for English). */
export interface CountedText {
  one: string;
  other: string;
}

const englishPlurals = new Intl.PluralRules("en-CA");

export function formatCount(text: CountedText, count: number): string {
  return format(englishPlurals.select(count) === "one" ? text.one : text.other, { count });
}
