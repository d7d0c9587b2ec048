// `submissions.create` through the app router against real D1: what is stored, what is refused, and abuse resistance.
// Every test uses its own client IP so the per-IP rate limit only trips where a test means it to.
import { NO_TYPE_FIELDS } from "@shared/listings/type-fields-schema";
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { REQUIRED_SUBMISSION_FIELDS, SUBMISSION_LIMITS } from "@shared/listings/submission-fields-schema";
import { makeSubmissionInput } from "../unit/factories";
import { caller, outcome, type RouterInputs } from "./caller";
import { ORIGIN, fetchApp, trpcMutation } from "./fetch-app";
import { uploadImage, PNG_BYTES } from "./upload-helpers";

let lastIp = 0;
const freshIp = () => `198.51.100.${++lastIp}`;

function create(input: RouterInputs["submissions"]["create"], ip: string = freshIp()) {
  return outcome(caller({ headers: { "cf-connecting-ip": ip } }).submissions.create(input));
}

async function allRows() {
  const { results } = await env.DB.prepare("SELECT * FROM submissions ORDER BY id").all<Record<string, unknown>>();
  return results;
}

async function rowCount() {
  return (await allRows()).length;
}

describe("a valid submission", () => {
  it("round-trips with every column as the spec lists it", async () => {
    const before = Date.now();
    const { status, data } = await create({
      title: "  Sunday Jazz in the Park  ",
      description: "Free live jazz every Sunday afternoon by the pond.",
      content_type: "event",
      city: "Montreal",
      location: " Parc La Fontaine ",
      date: "2024-07-14",
      tags: "Music,  live   jazz , music, Outdoors",
      promotion_tier: "pro",
      submitter_name: " Jean Tremblay ",
      submitter_email: " jean@example.ca ",
    });
    expect(status).toBe(200);
    // A paid tier: the browser is sent on to Checkout (the local test checkout here: no Stripe key).
    expect(data).toEqual({ received: true, checkout_url: expect.stringMatching(/\/payments\/test-checkout\/cs_test_local_/) as string });

    const rows = await allRows();
    const row = rows.at(-1);
    expect(row).toEqual({
      id: expect.any(Number) as number,
      title: "Sunday Jazz in the Park",
      description: "Free live jazz every Sunday afternoon by the pond.",
      content_type: "event",
      city: "Montreal",
      location: "Parc La Fontaine",
      date: "2024-07-14",
      // A one-day, all-day event that does not repeat.
      ends_on: null,
      start_time: null,
      end_time: null,
      repeat_rule: null,
      tags: "Music, live jazz, Outdoors",
      promotion_tier: "pro",
      price: 99,
      submitter_name: "Jean Tremblay",
      submitter_email: "jean@example.ca",
      status: "awaiting_payment",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as string,
      reviewed_at: null,
      reviewed_by: null,
      published_at: null,
      image_key: null,
      // The form's language choice, English by default.
      language: "en",
      // Structured opening hours: shops and gems only.
      opening_hours: null,
      slug: null,
      paid: 0,
      rejection_reason: null,
      rejection_note: null,
      // The receipt's private link: its SHA-256 to recognise it and a sealed copy for later e-mails (decision 0123), valid for a year.
      status_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      status_token_sealed: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) as string,
      status_token_expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as string,
      // The place's website, phone and street address: only what the submitter gave.
      website: null,
      phone: null,
      address: null,
      // An event has no business category.
      category: null,
      // Nor a job posting's facts.
      ...NO_TYPE_FIELDS,
    });
    expect(Date.parse(String(row?.status_token_expires_at)) - Date.parse(String(row?.created_at))).toBe(365 * 24 * 3600 * 1000);
    const createdAt = Date.parse(String(row?.created_at));
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores date null, empty tags, tier none and price 0 when those are absent", async () => {
    const input = makeSubmissionInput();
    expect((await create(input)).status).toBe(200);
    const row = (await allRows()).find((r) => r.title === input.title);
    expect(row).toMatchObject({ date: null, tags: "", promotion_tier: "none", price: 0, status: "pending" });
  });

  it("treats an empty date as no date and accepts tags as a list", async () => {
    const input = makeSubmissionInput({ date: "", tags: [" Coffee ", "Brunch", "coffee", ""], promotion_tier: "basic" });
    expect((await create(input)).status).toBe(200);
    const row = (await allRows()).find((r) => r.title === input.title);
    expect(row).toMatchObject({ date: null, tags: "Coffee, Brunch", promotion_tier: "basic", price: 39 });
  });

  it("accepts the longest allowed values", async () => {
    const input = makeSubmissionInput({
      title: "T".repeat(SUBMISSION_LIMITS.title),
      description: "D".repeat(SUBMISSION_LIMITS.description),
      submitter_name: "N".repeat(SUBMISSION_LIMITS.name),
      location: "L".repeat(SUBMISSION_LIMITS.location),
      tags: Array.from({ length: SUBMISSION_LIMITS.tags }, (_, i) => `${i}`.padEnd(SUBMISSION_LIMITS.tagLength, "x")),
    });
    expect((await create(input)).status).toBe(200);
  });
});

describe("invalid input gets BAD_REQUEST and stores nothing", () => {
  async function expectRefused(input: unknown, field?: string) {
    const before = await rowCount();
    const { status, fieldErrors, code } = await create(input as never);
    expect(status).toBe(400);
    expect(code).toBe("BAD_REQUEST");
    if (field) expect(fieldErrors?.[field]?.length, field).toBeGreaterThan(0);
    expect(await rowCount()).toBe(before);
    return fieldErrors;
  }

  it.each(REQUIRED_SUBMISSION_FIELDS)("when %s is empty", async (field) => {
    await expectRefused(makeSubmissionInput({ [field]: "   " }), field);
  });

  it.each(REQUIRED_SUBMISSION_FIELDS)("when %s is absent", async (field) => {
    const input: Record<string, unknown> = makeSubmissionInput();
    delete input[field];
    await expectRefused(input, field);
  });

  it("names the missing field in words a person can act on", async () => {
    const fieldErrors = await expectRefused(makeSubmissionInput({ title: "" }), "title");
    expect(fieldErrors?.title).toEqual(["Title is required."]);
  });

  it.each([
    ["a malformed email", { submitter_email: "not-an-email" }, "submitter_email"],
    ["an unknown content type", { content_type: "course" }, "content_type"],
    ["an unknown promotion tier", { promotion_tier: "gold" }, "promotion_tier"],
    ["a city not on the list", { city: "Atlantis" }, "city"],
    ["a title over 120 characters", { title: "T".repeat(SUBMISSION_LIMITS.title + 1) }, "title"],
    ["a description over 5,000 characters", { description: "D".repeat(SUBMISSION_LIMITS.description + 1) }, "description"],
    ["a name over 100 characters", { submitter_name: "N".repeat(SUBMISSION_LIMITS.name + 1) }, "submitter_name"],
    ["a location over 120 characters", { location: "L".repeat(SUBMISSION_LIMITS.location + 1) }, "location"],
    ["more than 10 tags", { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`).join(",") }, "tags"],
    ["a tag over 30 characters", { tags: `ok, ${"x".repeat(SUBMISSION_LIMITS.tagLength + 1)}` }, "tags"],
    ["a date that is not ISO", { date: "14/07/2024" }, "date"],
    ["a date that does not exist", { date: "2023-02-29" }, "date"],
    ["a number where text belongs", { title: 42 }, "title"],
    ["an image key that is not an upload key", { image_key: "../../secrets.png" }, "image_key"],
  ])("for %s", async (_label, overrides, field) => {
    await expectRefused({ ...makeSubmissionInput(), ...overrides }, field);
  });

  // Over HTTP: the body limit is the API's middleware (worker/http/api-guards.ts), before any procedure.
  it("refuses a body over the API's size limit before parsing it", async () => {
    const before = await rowCount();
    const res = await fetchApp("/api/trpc/submissions.create", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": freshIp() },
      body: JSON.stringify(makeSubmissionInput({ description: "x".repeat(1024 * 1024) })),
    });
    expect(res.status).toBe(413);
    const body = await res.json<{ error: { data: { code: string } } }>();
    expect(body.error.data.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await rowCount()).toBe(before);
  });

  it("refuses a request from another site", async () => {
    const before = await rowCount();
    // Over HTTP: the origin check is the API's middleware (worker/http/api-guards.ts), before any procedure.
    const { status } = await trpcMutation("submissions.create", makeSubmissionInput(), {
      origin: "https://evil.example",
      "cf-connecting-ip": freshIp(),
    });
    expect(status).toBe(403);
    expect(await rowCount()).toBe(before);
  });
});

describe("fields only the server decides", () => {
  it.each([
    ["price", { promotion_tier: "none", price: 99 }],
    ["price (lower than the tier's)", { promotion_tier: "pro", price: 0 }],
    ["status", { status: "approved" }],
    ["created_at", { created_at: "2000-01-01T00:00:00.000Z" }],
    ["published_at", { published_at: "2000-01-01T00:00:00.000Z" }],
  ])("a client-sent %s is refused (the input is strict) and nothing is stored", async (_label, overrides) => {
    const before = await rowCount();
    const { status, code } = await create({ ...makeSubmissionInput(), ...overrides } as never);
    expect(status).toBe(400);
    expect(code).toBe("BAD_REQUEST");
    expect(await rowCount()).toBe(before);
  });

  it("the price always comes from the tier", async () => {
    for (const [tier, price] of [
      ["none", 0],
      ["basic", 39],
      ["pro", 99],
    ] as const) {
      const input = makeSubmissionInput({ promotion_tier: tier });
      expect((await create(input)).status).toBe(200);
      expect((await allRows()).find((r) => r.title === input.title)?.price).toBe(price);
    }
  });
});

describe("abuse resistance", () => {
  it("asks for the bot challenge (PRECONDITION_REQUIRED) after the limit and stores no more", async () => {
    const ip = "203.0.113.77";
    const before = await rowCount();
    for (let i = 0; i < 5; i++) expect((await create(makeSubmissionInput(), ip)).status, `attempt ${i + 1}`).toBe(200);
    const refused = await create(makeSubmissionInput(), ip);
    expect(refused.status).toBe(428);
    expect(refused.code).toBe("PRECONDITION_REQUIRED");
    expect(refused.message).toBe("Too many attempts from your network. Please complete the verification to continue.");
    expect(await rowCount()).toBe(before + 5);
    // Another client is not affected.
    expect((await create(makeSubmissionInput())).status).toBe(200);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await rowCount();
    const { status, data } = await create(makeSubmissionInput({ company_website: "https://spam.example" }));
    expect(status).toBe(200);
    expect(data).toEqual({ received: true });
    expect(await rowCount()).toBe(before);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("honeypot"));
    warned.mockRestore();
  });

  it("stores a submission whose honeypot was left empty", async () => {
    const input = makeSubmissionInput({ company_website: "" });
    expect((await create(input)).status).toBe(200);
    expect((await allRows()).some((r) => r.title === input.title)).toBe(true);
  });
});

describe("images", () => {
  it("stores the key of an uploaded image with the submission and moves the image out of pending", async () => {
    const { key, token } = await uploadImage(PNG_BYTES, freshIp());
    expect(await env.UPLOADS.head(`pending/${key}`)).not.toBeNull();
    const input = makeSubmissionInput({ image_key: key, image_token: token });
    expect((await create(input)).status).toBe(200);
    expect((await allRows()).find((r) => r.title === input.title)?.image_key).toBe(key);
    expect(await env.UPLOADS.head(`pending/${key}`)).toBeNull();
    expect(new Uint8Array(await (await env.UPLOADS.get(key))!.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("refuses a well-formed key that was never uploaded", async () => {
    const before = await rowCount();
    const { token } = await uploadImage(PNG_BYTES, freshIp());
    const { status, message } = await create(makeSubmissionInput({ image_key: `${crypto.randomUUID()}.png`, image_token: token }));
    expect(status).toBe(400);
    expect(message).toBe("The uploaded image was not found. Please choose it again.");
    expect(await rowCount()).toBe(before);
  });

  it("attaches an upload only for its uploader's token, and only once", async () => {
    const mine = await uploadImage(PNG_BYTES, freshIp());
    const theirs = await uploadImage(PNG_BYTES, freshIp());
    const before = await rowCount();
    // Someone else's token, a forged one, or none: the same refusal, and the image stays pending.
    for (const image_token of [theirs.token, "A".repeat(43)]) {
      const { status, message } = await create(makeSubmissionInput({ image_key: mine.key, image_token }));
      expect(status, image_token).toBe(400);
      expect(message).toBe("The uploaded image was not found. Please choose it again.");
    }
    const withoutToken = await create(makeSubmissionInput({ image_key: mine.key }));
    expect(withoutToken.status).toBe(400);
    expect(withoutToken.fieldErrors?.image_key).toEqual(["The image reference is not valid. Please choose the image again."]);
    expect(await rowCount()).toBe(before);
    expect(await env.UPLOADS.head(`pending/${mine.key}`)).not.toBeNull();
    expect(await env.UPLOADS.head(mine.key)).toBeNull();

    expect((await create(makeSubmissionInput({ image_key: mine.key, image_token: mine.token }))).status).toBe(200);
    // The token is spent: the same pair cannot attach the image to a second submission.
    const again = await create(makeSubmissionInput({ image_key: mine.key, image_token: mine.token }));
    expect(again.status).toBe(400);
    expect(await rowCount()).toBe(before + 1);
  });
});
