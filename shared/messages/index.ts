import { en, type Messages } from "./en";

/** The active locale's strings. Only English exists today; a fr-CA file of type Messages would slot in here. */
export const messages: Messages = en;

/** Fills `{name}` placeholders, e.g. format("Near {city}", { city: "Toronto" }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
