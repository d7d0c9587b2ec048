// `submissions.create` through the app router against real D1: what is stored, what is refused, and abuse resistance.
// Every test uses its own client IP so the per-IP rate limit only trips where a test means it to.
import { NO_TYPE_FIELDS } from "@shared/listings/type-fields-schema";
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { REQUIRED_SUBMISSION_FIELDS, SUBMISSION_LIMITS } from "@shared/listings/submission-fields-schema";
import { makeSubmissionInput } from "../unit/factories";
import { caller, type CallerOptions, outcome, type RouterInputs } from "./caller";
import { edgeScreen, fetchApp, ORIGIN, trpcMutation } from "./fetch-app";
import { PNG_BYTES, uploadImage } from "./upload-helpers";
import { MY_CITY_COOKIE } from "@shared/places/my-city-cookie";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { createDb } from "@worker/db/client";
import { newLinkToken } from "@worker/features/notifications/link-tokens";
import { insertSubmission } from "@worker/features/submissions/submission-queries";
import { adminCookie } from "./account-helpers";
import "./clock";

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
      // No neighbourhood nor point given: publishing places it at the city's centre.
      area: null,
      lat: null,
      lon: null,
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

describe("/submit rendered at the edge", () => {
  // /submit is rendered at the edge (decision 0167): its heading and the form's labels are in the HTML the
  // page cache keeps, in the page's language, before any script runs. The fields only some types have
  // (an event's schedule, a place's hours) are not: no type is chosen yet, and their code loads on demand.
  const label = (text: string) => new RegExp(`<label for="[^"]+"[^>]*>${text}`);

  describe("/submit at the edge", () => {
    it("carries the heading and the form's labels in English", async () => {
      const main = await edgeScreen("/submit");
      expect(main).toMatch(/<h1[^>]*>Submit Content<\/h1>/);
      expect(main).toContain("Share a hidden gem, a local story, an event or your business with your city.");
      for (const text of ["Your name", "Email", "Title", "Content type", "Description", "City", "Location", "Tags"]) {
        expect(main, text).toMatch(label(text));
      }
      expect(main).toContain("Promote your listing (optional)");
      // Disabled until the code that sends it runs (the browser would send it as a GET, e-mail in the address).
      expect(main).toMatch(/<button type="submit" disabled=""[^>]*>Submit for Free<\/button>/);
      expect(main).toContain('<span class="text-brand-700">$39</span>');
      // No type chosen: neither the schedule nor the opening hours are drawn.
      expect(main).not.toContain("data-hours");
      expect(main).not.toMatch(/Repeat|Opening hours/);
    });

    it("carries them in French on /fr/submit", async () => {
      const main = await edgeScreen("/fr/submit");
      expect(main).toMatch(/<h1[^>]*>Proposer du contenu<\/h1>/);
      expect(main).toContain("Faites découvrir à votre ville un trésor caché");
      for (const text of ["Votre nom", "Courriel", "Titre", "Type de contenu", "Description", "Ville"]) {
        expect(main, text).toMatch(label(text));
      }
      expect(main).toContain("Faites la promotion de votre fiche (facultatif)");
      expect(main).toMatch(/<button type="submit"[^>]*>Soumettre gratuitement<\/button>/);
      expect(main).toContain('<span class="text-brand-700">39\u00a0$</span>');
    });

    it("starts the city at my city, as the browser's first render does", async () => {
      const main = await edgeScreen("/submit", { cookie: `${MY_CITY_COOKIE}=Ottawa` });
      expect(main).toMatch(/<select[^>]*name="city"[^>]*>.*<option value="Ottawa" selected="">Ottawa<\/option>/s);
      expect(await edgeScreen("/submit")).not.toMatch(/<option value="Ottawa" selected/);
    });
  });
});

describe("submit again after a rejection", () => {
  // "Submit again" after a rejection: `submissions.resubmission` answers the rejected submission's own
  // fields through its status token, never the admin's reason or note nor the submitter's name and e-mail;
  // a wrong or expired link, or a submission that was not rejected, gets a clear refusal.
  async function submissionWithLink(overrides: Parameters<typeof makeSubmissionInput>[0] = {}) {
    const { token, hash } = await newLinkToken();
    const data = submissionInputSchema.parse(
      makeSubmissionInput({ submitter_name: "Rosa Tester", submitter_email: "rosa@example.com", ...overrides }),
    );
    return { id: await insertSubmission(createDb(env.DB), data, new Date(), hash), token };
  }

  const resubmission = (token: string, options: CallerOptions = {}) => outcome(caller(options).submissions.resubmission({ token }));

  describe("submit again from a rejection", () => {
    it("answers only the rejected submission's own fields", async () => {
      const { id, token } = await submissionWithLink({
        title: "Rue Bernard Bakehouse",
        content_type: "shop",
        category: "bakeries",
        city: "Montreal",
        location: "Mile End",
        website: "rue-bernard.example",
        tags: "bread, pastry",
      });
      const { cookie } = await adminCookie();
      const rejected = await outcome(
        caller({ cookie }).admin.submissions.review({ id, status: "rejected", reason: "duplicate", note: "Admin-only: seen twice this week" }),
      );
      expect(rejected.status).toBe(200);
      const { status, data } = await resubmission(token);
      expect(status).toBe(200);
      expect(data).toEqual({
        title: "Rue Bernard Bakehouse",
        description: expect.any(String) as string,
        content_type: "shop",
        category: "bakeries",
        language: "en",
        city: "Montreal",
        location: "Mile End",
        area: null,
        lat: null,
        lon: null,
        address: null,
        website: "https://rue-bernard.example",
        phone: null,
        date: null,
        ends_on: null,
        start_time: null,
        end_time: null,
        opening_hours: null,
        ...NO_TYPE_FIELDS,
        tags: ["bread", "pastry"],
      });
      const text = JSON.stringify(data);
      for (const secret of ["Admin-only", "duplicate", "rosa@example.com", "Rosa Tester"]) expect(text).not.toContain(secret);
    });

    it("refuses a wrong link with a 404 and a clear message, in the visitor's language", async () => {
      const { token } = await newLinkToken();
      const wrong = await resubmission(token);
      expect(wrong.status).toBe(404);
      expect(wrong.message).toBe("This status link is not valid or has expired, so the form could not be filled in.");
      const fr = await resubmission(token, { locale: "fr" });
      expect(fr.message).toBe("Ce lien de suivi n'est pas valide ou a expiré\u00a0: le formulaire n'a pas pu être rempli.");
      const malformed = await resubmission("not a token");
      expect(malformed.status).toBe(400);
    });

    it("refuses a submission that was not rejected with a 409", async () => {
      const { token } = await submissionWithLink({ title: "Still Pending Café" });
      const pending = await resubmission(token);
      expect(pending.status).toBe(409);
      expect(pending.message).toBe("Only a rejected submission can be sent again from its status link.");
    });
  });
});
