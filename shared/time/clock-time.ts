// A wall-clock time as each language writes it on a shop's door: "6:00 PM" in English, "18 h" or
// "18 h 30" in French (Intl's fr-CA "18 h 00" and en-CA "6:00 p.m." are not how the guide writes them).
import { activeLocale } from "../i18n/active-locale";
import { NB } from "../i18n/typography";
import type { Locale } from "../i18n/locales";
import { minuteOfDay } from "./weekly-hours";

const pad = (value: number) => String(value).padStart(2, "0");

const CLOCK_TIMES: Readonly<Record<Locale, (hour: number, minute: number) => string>> = {
  en: (hour, minute) => `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`,
  fr: (hour, minute) => (minute === 0 ? `${hour}${NB}h` : `${hour}${NB}h${NB}${pad(minute)}`),
};

/** "18:30" in the active locale: "6:30 PM", "18 h 30". */
export function formatClockTime(time: string): string {
  const minute = minuteOfDay(time);
  return CLOCK_TIMES[activeLocale()](Math.floor(minute / 60), minute % 60);
}
