// iCalendar (RFC 5545): one event listing's "Add to calendar" file, and the subscribable calendar feeds
// of a city's (or every city's) events. An event without times is all-day (VALUE=DATE, DTEND the day
// after its last day); a timed one starts and ends at local times in its city's zone (TZID, with a
// VTIMEZONE built from Intl); a repeating one carries its RRULE, which calendar apps expand themselves.

import { DEFAULT_EVENT_ZONE, addDays, zoneOffsetMs } from "../time/city-day";
import * as clock from "../time/clock";

export interface CalendarEvent {
  uid: string;
  title: string;
  /** yyyy-mm-dd: the first day. */
  date: string;
  /** The last day of each occurrence (yyyy-mm-dd), local start and end times (HH:MM), the RRULE text. */
  endsOn?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  repeat?: string | null;
  /** The IANA zone of a timed event's times (its city's). */
  timeZone?: string | null;
  location: string;
  description: string;
  url: string;
}

/** Control characters RFC 5545 §3.3.11 does not allow in TEXT (all C0 but tab and newlines, and DEL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Escapes text values per RFC 5545 §3.3.11: backslash, semicolon, comma, and every line break — CRLF,
 * LF and a lone CR — as `\n`. Input is cleaned at the schemas, but catalogue text is not user input, so
 * the few controls a calendar must never see are dropped here too.
 */
function escapeText(text: string): string {
  return text
    .replace(FORBIDDEN_CONTROLS, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Longest content line in octets, CRLF excluded (RFC 5545 §3.1). */
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Folds a content line into pieces of at most 75 octets of UTF-8 (RFC 5545 §3.1): each continuation
 * starts with a space, which counts. Splits only between code points, never inside a UTF-8 sequence,
 * so accented and emoji text stays valid in every piece.
 */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = "";
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

const compact = (date: string) => date.replaceAll("-", "");
const localTime = (day: string, time: string) => `${compact(day)}T${time.replace(":", "")}00`;

/** "-0500" for an offset in ms. */
function offsetText(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${ms < 0 ? "-" : "+"}${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * A VTIMEZONE for a zone, from its January and July offsets (Intl) and the North American rule every
 * Canadian zone with daylight time has followed since 2007 (second Sunday of March to first Sunday of
 * November, at 02:00); a zone whose offsets agree (Regina, Whitehorse) gets standard time only.
 */
function vtimezone(zone: string): string[] {
  const winter = zoneOffsetMs(Date.UTC(2026, 0, 15), zone);
  const summer = zoneOffsetMs(Date.UTC(2026, 6, 15), zone);
  const standard = ["BEGIN:STANDARD", "DTSTART:19701101T020000", `TZOFFSETFROM:${offsetText(summer)}`, `TZOFFSETTO:${offsetText(winter)}`];
  if (winter === summer) return ["BEGIN:VTIMEZONE", `TZID:${zone}`, ...standard, "END:STANDARD", "END:VTIMEZONE"];
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    ...standard,
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:19700308T020000",
    `TZOFFSETFROM:${offsetText(winter)}`,
    `TZOFFSETTO:${offsetText(summer)}`,
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
  ];
}

/** DTSTART, DTEND and RRULE of an event: all-day dates, or local times in its zone. */
function whenLines(event: CalendarEvent): string[] {
  const lastDay = event.endsOn && event.endsOn > event.date ? event.endsOn : event.date;
  const repeat = event.repeat ? [`RRULE:${event.repeat}`] : [];
  if (!event.startTime) return [`DTSTART;VALUE=DATE:${compact(event.date)}`, `DTEND;VALUE=DATE:${compact(addDays(lastDay, 1))}`, ...repeat];
  const zone = event.timeZone ?? DEFAULT_EVENT_ZONE;
  // No end time: to the end of the last day; an end before the start on a one-day event: past midnight.
  const end = !event.endTime
    ? localTime(addDays(lastDay, 1), "00:00")
    : localTime(lastDay === event.date && event.endTime <= event.startTime ? addDays(lastDay, 1) : lastDay, event.endTime);
  return [`DTSTART;TZID=${zone}:${localTime(event.date, event.startTime)}`, `DTEND;TZID=${zone}:${end}`, ...repeat];
}

/** A subscribable calendar: its name in calendar apps, and the city's time zone when it has one. */
export interface CalendarFeed {
  name: string;
  /** IANA zone (X-WR-TIMEZONE); all-day dates float, so it only tells apps where the events are. */
  timeZone?: string | null;
  events: readonly CalendarEvent[];
}

export function buildCalendar(feed: CalendarFeed, now: Date = clock.now()): string {
  const zones = [...new Set(feed.events.filter((e) => e.startTime).map((e) => e.timeZone ?? DEFAULT_EVENT_ZONE))].sort();
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Local Hype//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...(feed.timeZone ? [`X-WR-TIMEZONE:${feed.timeZone}`] : []),
    ...zones.flatMap(vtimezone),
    ...feed.events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      ...whenLines(event),
      `SUMMARY:${escapeText(event.title)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** One event's "Add to calendar" file. */
export function buildIcs(event: CalendarEvent, now: Date = clock.now()): string {
  return buildCalendar({ name: event.title, events: [event] }, now);
}
