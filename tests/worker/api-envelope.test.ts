// Over HTTP: the API's error envelope and status mapping are the subject.
// Every refusal outside tRPC's own answers (the /api 404, the same-origin and body-size guards) uses
// tRPC's envelope with tRPC's own codes; batches are capped at MAX_BATCH_SIZE calls.
import { describe, expect, it } from "vitest";
import { MAX_BATCH_SIZE } from "@shared/api/api-batch";
import { MAX_API_BODY_BYTES } from "@worker/http/api-guards";
import { ORIGIN, fetchApp } from "./fetch-app";

/** The envelope, with the reason's text key (a client renders it in its own language). */
const envelope = (message: string, code: number, name: string, httpStatus: number, text: string) => ({
  error: { message, code, data: { code: name, httpStatus, text: { key: text, params: {} } } },
});

describe("the error envelope outside tRPC", () => {
  it("an unknown /api path is NOT_FOUND", async () => {
    const res = await fetchApp("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(envelope("Not found", -32004, "NOT_FOUND", 404, "api.notFound"));
  });

  it("a cross-site POST is FORBIDDEN", async () => {
    const res = await fetchApp("/api/trpc/newsletter.subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://elsewhere.example" },
      body: JSON.stringify({ email: "a@example.com" }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(envelope("Cross-site requests are not allowed.", -32003, "FORBIDDEN", 403, "api.crossSite"));
  });

  it("an oversized body is PAYLOAD_TOO_LARGE", async () => {
    const res = await fetchApp("/api/trpc/newsletter.subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "a".repeat(MAX_API_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(envelope("The request is too large.", -32013, "PAYLOAD_TOO_LARGE", 413, "api.tooLarge"));
  });
});

describe("tRPC batching", () => {
  const batch = (size: number) => {
    const paths = Array.from({ length: size }, () => "listings.home").join(",");
    const input = Object.fromEntries(Array.from({ length: size }, (_, i) => [i, null]));
    return fetchApp(`/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
  };

  it("is small", () => {
    expect(MAX_BATCH_SIZE).toBe(10);
  });

  it(`answers a batch of ${MAX_BATCH_SIZE} calls`, async () => {
    const res = await batch(MAX_BATCH_SIZE);
    expect(res.status).toBe(200);
    const answers = await res.json<unknown[]>();
    expect(answers).toHaveLength(MAX_BATCH_SIZE);
  });

  it("refuses a bigger batch as BAD_REQUEST without running it", async () => {
    for (const size of [MAX_BATCH_SIZE + 1, 300]) {
      const res = await batch(size);
      expect(res.status, String(size)).toBe(400);
      const body = JSON.stringify(await res.json());
      expect(body).toContain("Batch call exceeds maximum size");
      expect(body).toContain('"code":"BAD_REQUEST"');
      expect(body).not.toContain("featured");
    }
  });
});
