// The owner's CSV export: the answer's days then the totals, every withheld count written "< 5".
import { describe, expect, it } from "vitest";
import { performanceCsv } from "@shared/owners/performance-csv";

describe("performanceCsv", () => {
  it("writes a header, each day and the totals, with counts under 5 as < 5", () => {
    const csv = performanceCsv({
      days: [
        { day: "2026-11-27", view: 12, call: null, directions: null, website: 5, save: null, share: null },
        { day: "2026-11-20", view: null, call: null, directions: 7, website: null, save: null, share: null },
      ],
      totals: { view: 16, call: null, directions: 7, website: 5, save: null, share: null },
    });
    expect(csv).toBe(
      "day,view,call,directions,website,save,share\r\n" +
        "2026-11-27,12,< 5,< 5,5,< 5,< 5\r\n" +
        "2026-11-20,< 5,< 5,7,< 5,< 5,< 5\r\n" +
        "total,16,< 5,7,5,< 5,< 5\r\n",
    );
  });
});
