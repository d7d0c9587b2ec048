// The voting admin's moments in a city's own zone (its seasons, its votes), in the page's language. Kept
// beside the views that use it: in web/lib it would ride in every public page's shared chunk.
import { activeLocale } from "@shared/i18n/active-locale";
import { LOCALE_TAGS } from "@shared/i18n/locales";

/** A moment in a named zone, e.g. "Nov 20, 2026, 9:00 a.m."; `timeOnly`: its time of day alone. */
export function inCityTime(ms: number, zone: string, timeOnly = false): string {
  const style = timeOnly ? ({ timeStyle: "short" } as const) : ({ dateStyle: "medium", timeStyle: "short" } as const);
  return new Intl.DateTimeFormat(LOCALE_TAGS[activeLocale()], { ...style, timeZone: zone }).format(ms);
}
