import { describe, expect, it } from "vitest";
import { buildIcs } from "@shared/rules/ics";
import { mapsSearchUrl } from "@shared/rules/maps";

describe("buildIcs", () => {
  const ics = buildIcs(
    {
      uid: "event-7@localhype",
      title: "Jazz, Blues; and More",
      date: "2024-08-31",
      location: "Old Port, Montreal",
      description: "Line one\nLine two with a backslash \\",
      url: "https://localhype.example/events/montreal/jazz",
    },
    new Date("2024-01-02T03:04:05.678Z"),
  );

  it("is an all-day event ending the next day, across a month end", () => {
    expect(ics).toContain("DTSTART;VALUE=DATE:20240831\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20240901\r\n");
    expect(ics).toContain("DTSTAMP:20240102T030405Z\r\n");
  });

  it("escapes text values and uses CRLF line ends", () => {
    expect(ics).toContain("SUMMARY:Jazz\\, Blues\\; and More\r\n");
    expect(ics).toContain("DESCRIPTION:Line one\\nLine two with a backslash \\\\\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("folds long lines", () => {
    const long = buildIcs({ uid: "u", title: "x".repeat(200), date: "2024-02-01", location: "", description: "", url: "" });
    for (const line of long.split("\r\n")) expect(line.length).toBeLessThanOrEqual(75);
  });
});

describe("mapsSearchUrl", () => {
  it("encodes the query", () => {
    expect(mapsSearchUrl("Pilot Coffee, 50 Wagstaff Dr, Toronto")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Pilot%20Coffee%2C%2050%20Wagstaff%20Dr%2C%20Toronto",
    );
  });
});
