// iCalendar (RFC 5545): one event listing's "Add to calendar" file, and the subscribable calendar feeds
// of a city's (or every city's) events. Events have a date and no time, so they are all-day events.

export interface CalendarEvent {
  uid: string;
  title: string;
  /** yyyy-mm-dd */
  date: string;
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

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A subscribable calendar: its name in calendar apps, and the city's time zone when it has one. */
export interface CalendarFeed {
  name: string;
  /** IANA zone (X-WR-TIMEZONE); all-day dates float, so it only tells apps where the events are. */
  timeZone?: string | null;
  events: readonly CalendarEvent[];
}

export function buildCalendar(feed: CalendarFeed, now: Date = new Date()): string {
  const compact = (date: string) => date.replaceAll("-", "");
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Local Hype//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...(feed.timeZone ? [`X-WR-TIMEZONE:${feed.timeZone}`] : []),
    ...feed.events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(event.date)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(event.date))}`,
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
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  return buildCalendar({ name: event.title, events: [event] }, now);
}
