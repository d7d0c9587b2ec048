// With D1 unavailable, every procedure family answers either as usual (votes that live in Durable
// Objects), the listings' plain SERVICE_UNAVAILABLE (503: the listings live in D1; the edge shows its
// 503 page) or the one generic INTERNAL_SERVER_ERROR, and no answer carries SQL, drizzle's "Failed
// query", or a table name. (Its own file:
// it breaks the database for every test in it.)
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiMessages } from "@shared/messages/api";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie } from "./account-helpers";
import { fetchApp, trpcMutation, trpcQuery } from "./fetch-app";
import { dropAllTables } from "./d1-outage";
import { PNG_BYTES, uploadImage } from "./upload-helpers";

const GENERIC = "Something went wrong on our side. Please try again.";
const LEAKS = /failed query|select |insert |from "|no such table|sqlite|d1_error|users|sessions|submissions"/i;

let cookie = "";
let imageKey = "";

beforeAll(async () => {
  cookie = (await adminCookie()).cookie;
  imageKey = (await uploadImage(PNG_BYTES, "192.0.2.200")).key;
  await dropAllTables();
});

afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = { status: number; body: unknown };

/** A 2xx, or the generic INTERNAL_SERVER_ERROR; never anything from inside. */
function expectSafe(name: string, { status, body }: Answer) {
  const text = JSON.stringify(body);
  expect(text, name).not.toMatch(LEAKS);
  if (status >= 500) {
    expect(status, name).toBe(500);
    const error = (body as { error: { message: string; data: { code: string } } }).error;
    expect(error.data.code, name).toBe("INTERNAL_SERVER_ERROR");
    expect(error.message, name).toBe(GENERIC);
  } else {
    expect(status, `${name}: ${text}`).toBeLessThan(300);
  }
}

const ip = "100.64.50.1";

describe("with D1 unavailable, per procedure family", () => {
  it("the generic text is the one in shared/messages/api.ts", () => {
    expect(apiMessages.internal).toBe(GENERIC);
  });

  it("health: the generic error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await trpcQuery("health.check");
    expect(answer.status).toBe(500);
    expectSafe("health.check", answer);
    expect(logged.mock.calls.flat().map(String).join(" ")).toContain("health.check");
  });

  it("listings: SERVICE_UNAVAILABLE with a plain message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const calls: [string, unknown][] = [
      ["listings.home", undefined],
      ["listings.list", { type: "story" }],
      ["listings.get", { type: "gem", city: "vancouver", slug: "tallow-and-fern" }],
      ["listings.city", { city: "Toronto" }],
      ["listings.search", { q: "coffee" }],
    ];
    for (const [path, input] of calls) {
      const { status, body } = await trpcQuery(path, input);
      expect(JSON.stringify(body), path).not.toMatch(LEAKS);
      expect(status, path).toBe(503);
      expect(body.error?.data.code, path).toBe("SERVICE_UNAVAILABLE");
      expect(body.error?.message, path).toBe("Listings are unavailable right now. Please try again in a minute.");
    }
    expect(logged).toHaveBeenCalled();
  });

  it("votes: live in Durable Objects, so they keep working", async () => {
    const tally = await trpcQuery("votes.tally", { city: "toronto" });
    expectSafe("votes.tally", tally);
    expect(tally.status).toBe(200);
  });

  it("submissions: the generic error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await trpcMutation("submissions.create", makeSubmissionInput(), { "cf-connecting-ip": ip });
    expect(answer.status).toBe(500);
    expectSafe("submissions.create", answer);
  });

  it("newsletter: the generic error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await trpcMutation("newsletter.subscribe", { email: "reader@example.com" }, { "cf-connecting-ip": ip });
    expect(answer.status).toBe(500);
    expectSafe("newsletter.subscribe", answer);
  });

  it("auth: login, logout and me with a session cookie answer the generic error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const login = await trpcMutation("auth.login", { email: "person@example.com", password: "whatever-it-is" }, { "cf-connecting-ip": ip });
    expect(login.status).toBe(500);
    expectSafe("auth.login", login);
    const me = await trpcQuery("auth.me", undefined, { cookie });
    expect(me.status).toBe(500);
    expectSafe("auth.me", me);
    const logout = await trpcMutation("auth.logout", {}, { cookie });
    expect(logout.status).toBe(500);
    expectSafe("auth.logout", logout);
  });

  it("admin: every call answers the generic error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: [string, Answer][] = [
      ["admin.submissions.stats", await trpcQuery("admin.submissions.stats", undefined, { cookie })],
      ["admin.submissions.list", await trpcQuery("admin.submissions.list", { status: "pending" }, { cookie })],
      ["admin.submissions.history", await trpcQuery("admin.submissions.history", { id: 1 }, { cookie })],
      [
        "admin.submissions.review",
        await trpcMutation("admin.submissions.review", { id: 1, status: "approved" }, { cookie }),
      ],
    ];
    for (const [name, answer] of answers) {
      expect(answer.status, name).toBe(500);
      expectSafe(name, answer);
    }
  });

  it("outside tRPC (an image read): Hono's onError answers the same generic envelope", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchApp(`/api/uploads/${imageKey}`);
    const body: unknown = await res.json();
    expectSafe("GET /api/uploads/:key", { status: res.status, body });
    expect(res.status).toBe(500);
    expect(body).toEqual({
      error: { message: GENERIC, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, text: { key: "api.internal", params: {} } } },
    });
    expect(logged).toHaveBeenCalled();
  });
});
