import { describe, expect, it } from "vitest";
import { buildIcs } from "@shared/events/ics";
import { directionsQuery, mapsSearchUrl } from "@shared/places/maps";

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

  const octets = (text: string) => new TextEncoder().encode(text).length;
  /** RFC 5545 §3.1 unfolding: a CRLF followed by one space joins the lines. */
  const unfold = (text: string) => text.replace(/\r\n /g, "");

  it("folds by octets, never inside a UTF-8 sequence, so accented text never makes an over-long line", () => {
    const french = "Fête de la musique à Montréal : élégance, café crème et crêpes flambées — été ".repeat(6) + "🎉🎶".repeat(30);
    const ics = buildIcs({ uid: "u", title: french, date: "2024-06-21", location: "Place des Arts", description: "é".repeat(300), url: "" });
    const lines = ics.split("\r\n");
    for (const line of lines) {
      expect(octets(line), line).toBeLessThanOrEqual(75);
      // Every piece is whole UTF-8 on its own: no lone surrogate, no replacement character on a round trip.
      expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
    }
    // Full pieces are used: a folded line is 75 octets unless the next character would not fit.
    const summary = lines.filter((line, i) => line.startsWith("SUMMARY:") || (i > 0 && lines[i - 1]!.startsWith("SUMMARY:")));
    expect(octets(summary[0]!)).toBeGreaterThanOrEqual(72);
    expect(unfold(ics)).toContain(`SUMMARY:${french.replaceAll(",", "\\,")}\r\n`);
    expect(unfold(ics)).toContain(`DESCRIPTION:${"é".repeat(300)}\r\n`);
  });

  it("escapes a lone CR like any line break, and drops controls a calendar must not carry", () => {
    const ics = buildIcs({
      uid: "u",
      title: "One\rTwo\r\nThree\nFour",
      date: "2024-02-01",
      location: "Hall\u0000 B\u0007",
      description: "tab\there\u001B",
      url: "",
    });
    expect(ics).toContain("SUMMARY:One\\nTwo\\nThree\\nFour\r\n");
    expect(ics).toContain("LOCATION:Hall B\r\n");
    expect(ics).toContain("DESCRIPTION:tab\there\r\n");
    // The only CRs left are the line ends.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

describe("mapsSearchUrl", () => {
  it("encodes the query", () => {
    expect(mapsSearchUrl("Pilot Coffee, 50 Wagstaff Dr, Toronto")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Pilot%20Coffee%2C%2050%20Wagstaff%20Dr%2C%20Toronto",
    );
  });
});

describe("directionsQuery", () => {
  const place = { title: "Sunterra Bakery", location: "Inglewood", city: "Calgary" };

  it("searches a full postal address as it is (the catalogue's)", () => {
    expect(directionsQuery({ ...place, address: "1412 Queen St W, Toronto, ON M6K 1L9", city: "Toronto" })).toBe(
      "1412 Queen St W, Toronto, ON M6K 1L9",
    );
  });

  it("adds the name and the city to a street alone (a submitter's)", () => {
    expect(directionsQuery({ ...place, address: "1234 9 Ave SE" })).toBe("Sunterra Bakery, 1234 9 Ave SE, Calgary");
    // A unit after a comma is not a province.
    expect(directionsQuery({ ...place, address: "12 Abbey Rd, Unit 4" })).toBe("Sunterra Bakery, 12 Abbey Rd, Unit 4, Calgary");
  });

  it("searches the name, neighbourhood and city without an address", () => {
    expect(directionsQuery({ ...place, address: null })).toBe("Sunterra Bakery, Inglewood, Calgary");
  });
});
