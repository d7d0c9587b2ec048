// The shared submission, newsletter and image rules: the same objects the form and the Worker use.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "@shared/i18n/messages";
import { allCities } from "@shared/places/provinces";
import { IMAGE_MAX_BYTES, imageFileProblem, sniffImageFormat } from "@shared/images/image-upload-schema";
import { newsletterInputSchema } from "@shared/newsletter/newsletter-schema";
import { contentTypeOptions } from "@shared/submissions/content-types";
import { REQUIRED_SUBMISSION_FIELDS, joinTags, missingRequiredFields, normaliseTags } from "@shared/listings/submission-fields-schema";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { makeSubmissionInput } from "./factories";

const fieldErrors = (input: unknown) => {
  const result = submissionInputSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe("submissionInputSchema", () => {
  it("trims text, defaults the tier, and turns absent date and tags into null and []", () => {
    const data = submissionInputSchema.parse(
      makeSubmissionInput({ title: "  Spaced out  ", submitter_email: " A@Example.com ", location: " Downtown " }),
    );
    expect(data).toMatchObject({
      title: "Spaced out",
      submitter_email: "A@Example.com",
      location: "Downtown",
      promotion_tier: "none",
      date: null,
      tags: [],
      image_key: null,
    });
  });

  it("strips C0 control characters from text: one-line fields lose line breaks, the description keeps LF", () => {
    const data = submissionInputSchema.parse(
      makeSubmissionInput({
        title: "Jazz\u0000 Night\u0007\r\nat the\tPark\u007F",
        location: "Rue\u001B[31m Saint-Denis\rMontréal",
        submitter_name: "\u0008Zoë\u000B",
        description: "Line one\r\nLine two\rLine three\u0000\u000C\n\tIndented\u001F",
        tags: ["Jazz\u0000", "Live\nMusic"],
      }),
    );
    expect(data.title).toBe("Jazz Night at the Park");
    expect(data.location).toBe("Rue[31m Saint-Denis Montréal");
    expect(data.submitter_name).toBe("Zoë");
    expect(data.description).toBe("Line one\nLine two\nLine three\n\tIndented");
    expect(data.tags).toEqual(["Jazz", "Live Music"]);
    // A field of nothing but controls is empty, so required.
    expect(fieldErrors(makeSubmissionInput({ title: "\u0000\u0001\r\n" })).title).toEqual(["Title is required."]);
  });

  it("offers the five spec content types with their labels", () => {
    expect(contentTypeOptions().map((type) => [type, messages.contentTypes[type]])).toEqual([
      ["gem", "Hidden Gem"],
      ["story", "Local Story"],
      ["event", "Event"],
      ["shop", "Business Listing"],
      ["job", "Job"],
    ]);
    for (const type of contentTypeOptions()) {
      expect(submissionInputSchema.safeParse(makeSubmissionInput({ content_type: type })).success).toBe(true);
    }
  });

  it("accepts every city of the fixed list and nothing else", () => {
    for (const city of allCities) expect(fieldErrors(makeSubmissionInput({ city })).city, city).toBeUndefined();
    expect(fieldErrors(makeSubmissionInput({ city: "Springfield" })).city).toEqual(["Please choose a city from the list."]);
    expect(fieldErrors(makeSubmissionInput({ city: "toronto" })).city).toBeDefined();
  });

  it("gives each problem a message that names the field or the fix", () => {
    expect(fieldErrors(makeSubmissionInput({ title: "" })).title).toEqual(["Title is required."]);
    expect(fieldErrors(makeSubmissionInput({ title: "x".repeat(121) })).title).toEqual(["Title must be at most 120 characters."]);
    expect(fieldErrors(makeSubmissionInput({ submitter_email: "nope" })).submitter_email).toEqual(["Please enter a valid email address."]);
    expect(fieldErrors({ ...makeSubmissionInput(), content_type: "" }).content_type).toEqual(["Please choose a content type."]);
    expect(fieldErrors({ ...makeSubmissionInput(), promotion_tier: "platinum" }).promotion_tier).toEqual([
      "Please choose a promotion tier: none, basic or pro.",
    ]);
    expect(fieldErrors(makeSubmissionInput({ date: "2024-02-30" })).date).toEqual(["Please enter a real date as YYYY-MM-DD."]);
  });

  it("accepts real ISO dates, including leap days", () => {
    expect(submissionInputSchema.parse(makeSubmissionInput({ content_type: "event", date: " 2024-02-29 " })).date).toBe("2024-02-29");
    expect(fieldErrors(makeSubmissionInput({ content_type: "event", date: "2023-02-29" })).date).toBeDefined();
  });

  it("keeps a date only for the types that have one (an event's day, a job's closing date)", () => {
    expect(submissionInputSchema.parse(makeSubmissionInput({ content_type: "shop", date: "2026-12-05" })).date).toBeNull();
    expect(submissionInputSchema.parse(makeSubmissionInput({ content_type: "story", date: "2026-12-05" })).date).toBeNull();
    expect(submissionInputSchema.parse(makeSubmissionInput({ content_type: "job" })).date).toBe("2030-06-30");
  });

  it("limits tags to 10 of at most 30 characters, after normalising", () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(submissionInputSchema.parse(makeSubmissionInput({ tags: ten.join(",") })).tags).toEqual(ten);
    // Duplicates and empties do not count towards the limit.
    expect(submissionInputSchema.safeParse(makeSubmissionInput({ tags: [...ten, "T0", " ", ""] })).success).toBe(true);
    expect(fieldErrors(makeSubmissionInput({ tags: [...ten, "t10"] })).tags).toEqual(["Please use at most 10 tags."]);
    expect(fieldErrors(makeSubmissionInput({ tags: "x".repeat(31) })).tags).toEqual(["Each tag must be at most 30 characters."]);
  });

  it("refuses keys it does not know, such as a client-chosen price or status", () => {
    expect(submissionInputSchema.safeParse({ ...makeSubmissionInput(), price: 0 }).success).toBe(false);
    expect(submissionInputSchema.safeParse({ ...makeSubmissionInput(), status: "approved" }).success).toBe(false);
  });

  it("accepts only keys the upload endpoint could have produced as image_key", () => {
    const key = "0b6f3e9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b.jpg";
    const token = "A".repeat(43);
    expect(submissionInputSchema.parse(makeSubmissionInput({ image_key: key, image_token: token })).image_key).toBe(key);
    for (const bad of ["../x.png", "x.png", `${key}.exe`, "0B6F3E9A-1C2D-4E5F-8A9B-0C1D2E3F4A5B.png"]) {
      expect(fieldErrors(makeSubmissionInput({ image_key: bad, image_token: token })).image_key, bad).toBeDefined();
    }
  });

  it("requires the upload token with an image key, in the token's own shape", () => {
    const key = "0b6f3e9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b.jpg";
    const message = ["The image reference is not valid. Please choose the image again."];
    expect(fieldErrors(makeSubmissionInput({ image_key: key })).image_key).toEqual(message);
    expect(fieldErrors(makeSubmissionInput({ image_key: key, image_token: "short" })).image_token).toEqual(message);
    expect(submissionInputSchema.parse(makeSubmissionInput({})).image_token).toBeNull();
  });
});

describe("tags", () => {
  it("normalises text and lists the same way", () => {
    expect(normaliseTags(" Coffee ,  latte   art,,coffee, ")).toEqual(["Coffee", "latte art"]);
    expect(normaliseTags(["Coffee", "Brunch, Patio", "  "])).toEqual(["Coffee", "Brunch", "Patio"]);
    expect(normaliseTags(undefined)).toEqual([]);
    expect(normaliseTags(null)).toEqual([]);
  });

  it("are stored as one comma-separated string", () => {
    expect(joinTags(["Coffee", "latte art"])).toBe("Coffee, latte art");
    expect(joinTags([])).toBe("");
  });
});

describe("missingRequiredFields", () => {
  it("lists the empty required fields, ignoring whitespace", () => {
    expect(missingRequiredFields(makeSubmissionInput())).toEqual([]);
    expect(missingRequiredFields({})).toEqual([...REQUIRED_SUBMISSION_FIELDS]);
    expect(missingRequiredFields({ ...makeSubmissionInput(), title: "  ", city: "" })).toEqual(["title", "city"]);
  });

  it("covers the spec's six required fields plus the browser-required location", () => {
    expect([...REQUIRED_SUBMISSION_FIELDS].sort()).toEqual(
      ["content_type", "title", "description", "city", "submitter_name", "submitter_email", "location"].sort(),
    );
  });
});

describe("newsletterInputSchema", () => {
  it("trims and lower-cases the address", () => {
    expect(newsletterInputSchema.parse({ email: "  Ann@Example.COM " })).toEqual({ email: "ann@example.com" });
  });

  it.each([[""], ["   "], ["ann"], ["ann@"], [`${"a".repeat(250)}@x.com`]])("refuses %j", (email) => {
    expect(newsletterInputSchema.safeParse({ email }).success).toBe(false);
  });
});

describe("image rules", () => {
  it("recognises PNG, JPEG and GIF by their leading bytes only", () => {
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe("jpg");
    expect(sniffImageFormat(new TextEncoder().encode("GIF87a..."))).toBe("gif");
    expect(sniffImageFormat(new TextEncoder().encode("GIF89a..."))).toBe("gif");
    expect(sniffImageFormat(new TextEncoder().encode("<svg xmlns=...>"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([]))).toBeNull();
  });

  it("checks a chosen file's declared type and size in the browser", () => {
    expect(imageFileProblem({ type: "image/png", size: 1 })).toBeNull();
    expect(imageFileProblem({ type: "image/jpeg", size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: "image/gif", size: IMAGE_MAX_BYTES + 1 })).toBe("size");
    expect(imageFileProblem({ type: "image/svg+xml", size: 10 })).toBe("type");
    expect(imageFileProblem({ type: "image/webp", size: 10 })).toBe("type");
    expect(imageFileProblem({ type: "image/png", size: 0 })).toBe("empty");
  });
});
