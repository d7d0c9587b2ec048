// The opening-hours schema: the catalogue's weeks pass it, and what a submitter or admin gets wrong is
// refused with a message in the page's language.
import { afterEach, describe, expect, it } from "vitest";
import { CATALOGUE_OPENING_HOURS } from "@worker/db/seed/opening-hours";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { openingHoursSchema, optionalOpeningHours } from "@shared/time/opening-hours-schema";

afterEach(() => setLocaleSource(() => "en"));

const messagesOf = (value: unknown) => openingHoursSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe("opening hours schema", () => {
  it("accepts every catalogue week as it is", () => {
    for (const week of Object.values(CATALOGUE_OPENING_HOURS))
      expect(openingHoursSchema.parse({ week, exceptions: [] })).toEqual({ week, exceptions: [] });
  });

  it("stores one form: empty days dropped, exceptions by date", () => {
    const parsed = openingHoursSchema.parse({
      week: { mo: [], tu: [["22:00", "02:00"]] },
      exceptions: [
        { date: "2026-12-26", ranges: [["10:00", "14:00"]] },
        { date: "2026-12-25", ranges: [] },
      ],
    });
    expect(parsed).toEqual({
      week: { tu: [["22:00", "02:00"]] },
      exceptions: [
        { date: "2026-12-25", ranges: [] },
        { date: "2026-12-26", ranges: [["10:00", "14:00"]] },
      ],
    });
    expect(optionalOpeningHours.parse(undefined)).toBeNull();
    expect(optionalOpeningHours.parse(null)).toBeNull();
  });

  it("refuses bad times, overlapping ranges, duplicate dates, unknown days and too many ranges", () => {
    expect(messagesOf({ week: { mo: [["9:00", "17:00"]] }, exceptions: [] })).toEqual(["Please enter times as HH:MM."]);
    expect(messagesOf({ week: { mo: [["24:00", "17:00"]] }, exceptions: [] })).toEqual(["Please enter times as HH:MM."]);
    expect(
      messagesOf({
        week: {
          mo: [
            ["09:00", "13:00"],
            ["12:30", "17:00"],
          ],
        },
        exceptions: [],
      }),
    ).toEqual(["Opening hours on the same day must not overlap."]);
    expect(
      messagesOf({
        week: {
          mo: [
            ["20:00", "02:00"],
            ["23:00", "23:30"],
          ],
        },
        exceptions: [],
      }),
    ).toEqual(["Opening hours on the same day must not overlap."]);
    // A late range and an early one on the same day are different nights.
    expect(
      messagesOf({
        week: {
          mo: [
            ["20:00", "02:00"],
            ["01:00", "03:00"],
          ],
        },
        exceptions: [],
      }),
    ).toBeUndefined();
    expect(
      messagesOf({
        week: {},
        exceptions: [
          { date: "2026-12-25", ranges: [] },
          { date: "2026-12-25", ranges: [["10:00", "12:00"]] },
        ],
      }),
    ).toEqual(["Each exception date may appear only once."]);
    expect(messagesOf({ week: {}, exceptions: [{ date: "2026-02-30", ranges: [] }] })).toEqual(["Please enter a real date as YYYY-MM-DD."]);
    expect(messagesOf({ week: { xx: [] }, exceptions: [] })).toHaveLength(1);
    const five = [
      ["01:00", "02:00"],
      ["03:00", "04:00"],
      ["05:00", "06:00"],
      ["07:00", "08:00"],
      ["09:00", "10:00"],
    ];
    expect(messagesOf({ week: { fr: five }, exceptions: [] })).toEqual(["Please use at most 4 ranges a day."]);
  });

  it("speaks French on French pages", () => {
    setLocaleSource(() => "fr");
    expect(
      messagesOf({
        week: {
          mo: [
            ["09:00", "13:00"],
            ["12:00", "17:00"],
          ],
        },
        exceptions: [],
      }),
    ).toEqual(["Les plages d'un même jour ne doivent pas se chevaucher."]);
    expect(messagesOf({ week: { mo: [["9h", "17:00"]] }, exceptions: [] })).toEqual(["Veuillez entrer des heures valides sur 24\u00a0h."]);
  });
});
