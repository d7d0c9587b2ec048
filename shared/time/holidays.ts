// Statutory holidays and opening hours: which holiday a province has on a date, which ones an owner is
// asked about (from 14 days before), and whether a place's hours already say what happens that day (a
// dated exception on the holiday, set from the owner's answer, is the confirmation).
import { provinceCode, provinceOf } from "../places/city-provinces";
import { addDays } from "./city-day";
import { STATUTORY_HOLIDAYS, type HolidayId } from "./statutory-holidays";
import type { OpeningHours } from "./weekly-hours";

/** How many days before a holiday its owner is asked whether the hours differ (the holiday itself included). */
export const HOLIDAY_PROMPT_DAYS = 14;

export interface Holiday {
  date: string;
  id: HolidayId;
}

/** The statutory holidays of a city's province from `from` to `to` (yyyy-mm-dd, both included), by date. */
export function cityHolidays(city: string, from: string, to: string): Holiday[] {
  const province = provinceOf(city);
  if (!province) return [];
  return (STATUTORY_HOLIDAYS[provinceCode(province)] ?? []).filter(([date]) => date >= from && date <= to).map(([date, id]) => ({ date, id }));
}

/** The city's statutory holiday on `date`, if any. */
export const holidayOn = (city: string, date: string): Holiday | undefined => cityHolidays(city, date, date)[0];

/** The holidays an owner is asked about on `today`: from HOLIDAY_PROMPT_DAYS days before each, to the day itself. */
export const promptedHolidays = (city: string, today: string): Holiday[] => cityHolidays(city, today, addDays(today, HOLIDAY_PROMPT_DAYS));

/** Whether the hours already say what happens on `date` (a dated exception: the owner's answer). */
export const hoursConfirmed = (hours: Pick<OpeningHours, "exceptions">, date: string): boolean =>
  hours.exceptions.some((exception) => exception.date === date);
