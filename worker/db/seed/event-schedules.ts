// When the catalogue's events happen. Every one is a real annual festival, so each repeats every year
// on the pattern it keeps (RFC 5545 RRULE text, counted from the listing's first `date`, which stays the
// 2024 edition), lasts from its first day to `endsOn` in that first year, and, where it has a published
// start time, starts then (wall-clock time in the listing city's time zone).
// Keyed by listing id; every catalogue event has an entry (tests/unit/catalogue-time-data.test.ts), and
// so does every seeded recurring event (worker/db/seed/recurring-events.ts), weekly or monthly all year.

export interface CatalogueEventSchedule {
  /** The last day of the first occurrence (yyyy-mm-dd); the same length every year. */
  endsOn: string;
  /** Local start and end times (HH:MM, 24 h) for events with a set time; otherwise all-day. */
  startTime?: string;
  endTime?: string;
  /** The repeat as RRULE text (no DTSTART: the listing's date is the start). */
  repeat: string;
}

export const CATALOGUE_EVENT_SCHEDULES: Readonly<Record<number, CatalogueEventSchedule>> = {
  // Hot Docs: eleven days from the last Thursday of April.
  2: { endsOn: "2024-05-05", repeat: "FREQ=YEARLY;BYMONTH=4;BYDAY=-1TH" },
  // Taste of the Danforth: the second weekend of August, Friday to Sunday.
  6: { endsOn: "2024-08-11", repeat: "FREQ=YEARLY;BYMONTH=8;BYDAY=2FR" },
  // The Grand Parade: the Saturday of the August long weekend, from 10 a.m.
  10: { endsOn: "2024-08-03", startTime: "10:00", endTime: "20:00", repeat: "FREQ=YEARLY;BYMONTH=8;BYDAY=1SA" },
  // Montréal en Lumière: seventeen days from the third Thursday of February.
  13: { endsOn: "2024-03-02", repeat: "FREQ=YEARLY;BYMONTH=2;BYDAY=3TH" },
  // Festival International de Jazz: ten days from the last Thursday of June.
  15: { endsOn: "2024-07-06", repeat: "FREQ=YEARLY;BYMONTH=6;BYDAY=-1TH" },
  // MURAL: eleven days from the first Thursday of June.
  20: { endsOn: "2024-06-16", repeat: "FREQ=YEARLY;BYMONTH=6;BYDAY=1TH" },
  // Vancouver Folk Music Festival: the third weekend of July, Friday to Sunday.
  25: { endsOn: "2024-07-21", repeat: "FREQ=YEARLY;BYMONTH=7;BYDAY=3FR" },
  // Honda Celebration of Light: fireworks on the third Saturday of July at 9:45 p.m.
  31: { endsOn: "2024-07-20", startTime: "21:45", endTime: "22:15", repeat: "FREQ=YEARLY;BYMONTH=7;BYDAY=3SA" },
  // Calgary Stampede: ten days from the first Friday of July.
  35: { endsOn: "2024-07-14", repeat: "FREQ=YEARLY;BYMONTH=7;BYDAY=1FR" },
  // Sled Island: five days from the third Wednesday of June.
  39: { endsOn: "2024-06-23", repeat: "FREQ=YEARLY;BYMONTH=6;BYDAY=3WE" },
  // Calgary Folk Music Festival: four days from the last Thursday of July.
  43: { endsOn: "2024-07-28", repeat: "FREQ=YEARLY;BYMONTH=7;BYDAY=-1TH" },
  // Edmonton Fringe: eleven days from the third Thursday of August.
  46: { endsOn: "2024-08-25", repeat: "FREQ=YEARLY;BYMONTH=8;BYDAY=3TH" },
  // Edmonton Folk Music Festival: four days from the second Thursday of August.
  53: { endsOn: "2024-08-11", repeat: "FREQ=YEARLY;BYMONTH=8;BYDAY=2TH" },
  // Festival du Voyageur: ten days from the third Friday of February.
  56: { endsOn: "2024-02-25", repeat: "FREQ=YEARLY;BYMONTH=2;BYDAY=3FR" },
  // Winnipeg Fringe: twelve days from the third Wednesday of July.
  60: { endsOn: "2024-07-28", repeat: "FREQ=YEARLY;BYMONTH=7;BYDAY=3WE" },
  // Folklorama: two weeks from the first Sunday of August.
  63: { endsOn: "2024-08-17", repeat: "FREQ=YEARLY;BYMONTH=8;BYDAY=1SU" },
  // Halifax Jazz Festival: six days from the second Tuesday of July.
  67: { endsOn: "2024-07-14", repeat: "FREQ=YEARLY;BYMONTH=7;BYDAY=2TU" },
  // Natal Day: the first Monday of August, parade in the morning to fireworks at night.
  71: { endsOn: "2024-08-05", startTime: "09:00", endTime: "22:30", repeat: "FREQ=YEARLY;BYMONTH=8;BYDAY=1MO" },
  // Carnaval de Québec: ten days from the first Friday of February.
  76: { endsOn: "2024-02-11", repeat: "FREQ=YEARLY;BYMONTH=2;BYDAY=1FR" },
  // Festival d'été de Québec: eleven days from the first Thursday of July.
  80: { endsOn: "2024-07-14", repeat: "FREQ=YEARLY;BYMONTH=7;BYDAY=1TH" },
  // Les Fêtes de la Nouvelle-France: five days from the first Wednesday of August.
  83: { endsOn: "2024-08-11", repeat: "FREQ=YEARLY;BYMONTH=8;BYDAY=1WE" },
  // ── Recurring seeded events ──
  // St. Lawrence Market's farmers: every Saturday from 5 a.m.
  301: { endsOn: "2024-01-06", startTime: "05:00", endTime: "15:00", repeat: "FREQ=WEEKLY;BYDAY=SA" },
  // AGO First Thursdays: the first Thursday of the month, 7 to 11 p.m.
  302: { endsOn: "2024-01-04", startTime: "19:00", endTime: "23:00", repeat: "FREQ=MONTHLY;BYDAY=1TH" },
  // Distillery Winter Village: from the second Thursday of November to December 31.
  303: { endsOn: "2024-12-31", repeat: "FREQ=YEARLY;BYMONTH=11;BYDAY=2TH" },
  // Jean-Talon Market: Saturdays.
  304: { endsOn: "2024-01-06", startTime: "08:00", endTime: "18:00", repeat: "FREQ=WEEKLY;BYDAY=SA" },
  // Vancouver Farmers Markets: Saturdays, 10 a.m. to 2 p.m.
  305: { endsOn: "2024-01-06", startTime: "10:00", endTime: "14:00", repeat: "FREQ=WEEKLY;BYDAY=SA" },
  // Calgary Farmers' Market South: Saturdays.
  306: { endsOn: "2024-01-06", startTime: "09:00", endTime: "17:00", repeat: "FREQ=WEEKLY;BYDAY=SA" },
  // Ottawa Farmers' Market at Lansdowne: Sundays.
  307: { endsOn: "2024-01-07", startTime: "09:00", endTime: "15:00", repeat: "FREQ=WEEKLY;BYDAY=SU" },
  // Winterlude: the first three weekends of February, from the first Friday.
  308: { endsOn: "2024-02-19", repeat: "FREQ=YEARLY;BYMONTH=2;BYDAY=1FR" },
  // Old Strathcona Farmers' Market: Saturdays, 8 a.m. to 3 p.m.
  309: { endsOn: "2024-01-06", startTime: "08:00", endTime: "15:00", repeat: "FREQ=WEEKLY;BYDAY=SA" },
  // Grand Marché de Québec: Saturdays.
  310: { endsOn: "2024-01-06", startTime: "09:00", endTime: "17:00", repeat: "FREQ=WEEKLY;BYDAY=SA" },
  // First Fridays in the Exchange: the first Friday of the month, 5 to 10 p.m.
  311: { endsOn: "2024-01-05", startTime: "17:00", endTime: "22:00", repeat: "FREQ=MONTHLY;BYDAY=1FR" },
  // The Forks: Saturdays.
  312: { endsOn: "2024-01-06", startTime: "10:00", endTime: "18:00", repeat: "FREQ=WEEKLY;BYDAY=SA" },
};
