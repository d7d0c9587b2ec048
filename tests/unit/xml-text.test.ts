// Characters XML cannot carry are dropped at input (the form schemas) as well as in the feeds.
import { describe, expect, it } from "vitest";
import { withoutXmlInvalid } from "@shared/rules/xml-text";
import { submissionInputSchema } from "@shared/schemas/submission";
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
