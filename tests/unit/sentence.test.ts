// A sentence ending in a value that ends in a period ("8:25 a.m.") keeps one period.
import { describe, expect, it } from "vitest";
import { format } from "@shared/i18n/messages";
import { statusMessages } from "@shared/submissions/status-texts";
import { sentence } from "@shared/i18n/typography";

describe("sentence", () => {
  it('turns the status page\'s "8:25 a.m.." into "8:25 a.m." and leaves other sentences alone', () => {
    expect(sentence(format(statusMessages.publishedText, { date: "Nov 24, 2026, 8:25 a.m." }))).toBe(
      "Your listing is live since Nov 24, 2026, 8:25 a.m.",
    );
    expect(sentence(format(statusMessages.publishedText, { date: "Nov 24, 2026, 20 h 25" }))).toBe(
      "Your listing is live since Nov 24, 2026, 20 h 25.",
    );
  });
});
