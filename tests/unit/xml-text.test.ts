// Characters XML cannot carry are dropped at input (the form schemas) as well as in the feeds.
import { describe, expect, it } from "vitest";
import { withoutXmlInvalid } from "@shared/forms/xml-text";
import { listingFieldsSchema } from "@shared/listings/listing-curation-schema";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { makeSubmissionInput } from "./factories";

describe("withoutXmlInvalid", () => {
  it("drops C0 controls but tab, LF and CR, the noncharacters U+FFFE/U+FFFF and lone surrogates", () => {
    expect(withoutXmlInvalid("a\u0000b\u000Bc\u000Cd\uFFFEe\uFFFFf")).toBe("abcdef");
    expect(withoutXmlInvalid("tab\tlf\ncr\r")).toBe("tab\tlf\ncr\r");
    expect(withoutXmlInvalid("lone \uD800 high, lone \uDC00 low")).toBe("lone  high, lone  low");
  });

  it("keeps every character XML allows, accents and emoji included", () => {
    expect(withoutXmlInvalid("Montréal ☕ 🍁 « Québec » ]]> <b>")).toBe("Montréal ☕ 🍁 « Québec » ]]> <b>");
  });
});

describe("the submission schema", () => {
  it("stores titles and descriptions without characters a feed could not carry", () => {
    const parsed = submissionInputSchema.parse(makeSubmissionInput({ title: "Café\uFFFF Nord\u000B", description: "Good\uFFFE coffee.\nReally." }));
    expect(parsed.title).toBe("Café Nord");
    expect(parsed.description).toBe("Good coffee.\nReally.");
  });
});

describe("the admin's listing fields", () => {
  it("are cleaned the same way: control and XML-invalid characters out, line breaks kept in descriptions only", () => {
    const parsed = listingFieldsSchema.parse({
      title: "Harbour\u000B Steps\uFFFF",
      description: "Line one\u0007\r\nLine two",
      location: "North\nEnd",
      tags: ["quiet\u0000", "view"],
      title_fr: "Escaliers\uFFFE du port",
      description_fr: "Un\u000Bdeux\ntrois",
    });
    expect(parsed).toMatchObject({
      title: "Harbour Steps",
      description: "Line one\nLine two",
      location: "North End",
      tags: ["quiet", "view"],
      title_fr: "Escaliers du port",
      description_fr: "Undeux\ntrois",
    });
  });
});
