// Over HTTP: the error envelope and status a client reads while D1 is down are the subject.
// With D1 unavailable, every procedure family answers either as usual (votes that live in Durable
// Objects) or by the one failure rule: SERVICE_UNAVAILABLE (503) with the visitor's-language text, and
// no answer carries SQL, drizzle's "Failed query", or a table name. (Its own file: it breaks the
// database for every test in it.)
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiMessages } from "@shared/api/api-texts";
import { makeSubmissionInput } from "../unit/factories";
import { adminCookie } from "./account-helpers";
import { fetchApp, trpcMutation, trpcQuery } from "./fetch-app";
import { dropAllTables } from "./d1-outage";
import { PNG_BYTES, uploadImage } from "./upload-helpers";

const UNAVAILABLE = "Local Hype can't reach its data right now. Please try again in a minute.";
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

/** A 2xx, or SERVICE_UNAVAILABLE with the unavailable text; never anything from inside. */
function expectSafe(name: string, { status, body }: Answer, message = UNAVAILABLE) {
  const text = JSON.stringify(body);
  expect(text, name).not.toMatch(LEAKS);
  if (status >= 500) {
    expect(status, name).toBe(503);
    const error = (body as { error: { message: string; data: { code: string } } }).error;
    expect(error.data.code, name).toBe("SERVICE_UNAVAILABLE");
    expect(error.message, name).toBe(message);
  } else {
    expect(status, `${name}: ${text}`).toBeLessThan(300);
  }
}

const ip = "100.64.50.1";

describe("with D1 unavailable, per procedure family", () => {
  it("the unavailable text is the one in shared/api/api-texts.ts", () => {
    expect(apiMessages.unavailable).toBe(UNAVAILABLE);
  });

  it("health: unavailable, with the procedure and D1's own error in the log only", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await trpcQuery("health.check");
    expect(answer.status).toBe(503);
    expectSafe("health.check", answer);
    const log = logged.mock.calls.flat().map(String).join(" ");
    expect(log).toContain("tRPC health.check: D1 is unavailable");
    expect(log).toMatch(/no such table/);
  });

  it("in French for a French page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await trpcQuery("listings.home", undefined, { "x-locale": "fr" });
    expectSafe("listings.home (fr)", answer, "Local Hype n’arrive pas à accéder à ses données pour le moment. Veuillez réessayer dans une minute.");
    expect(answer.status).toBe(503);
  });

  it("listings: SERVICE_UNAVAILABLE with the plain message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const calls: [string, unknown][] = [
      ["listings.home", undefined],
      ["listings.list", { type: "story" }],
      ["listings.get", { type: "gem", city: "vancouver", slug: "tallow-and-fern" }],
      ["listings.city", { city: "Toronto" }],
      ["listings.search", { q: "coffee" }],
      ["listings.categories", undefined],
    ];
    for (const [path, input] of calls) {
      const { status, body } = await trpcQuery(path, input);
      expect(JSON.stringify(body), path).not.toMatch(LEAKS);
      expect(status, path).toBe(503);
      expect(body.error?.data.code, path).toBe("SERVICE_UNAVAILABLE");
      expect(body.error?.message, path).toBe(UNAVAILABLE);
    }
    expect(logged).toHaveBeenCalled();
  });

  it("votes: the tallies live in Durable Objects, but the ballot they count for is in D1 (decision 0100): unavailable", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const tally = await trpcQuery("votes.tally", { city: "toronto" });
    expectSafe("votes.tally", tally);
    expect(tally.status).toBe(503);
  });

  it("submissions: unavailable", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await trpcMutation("submissions.create", makeSubmissionInput(), { "cf-connecting-ip": ip });
    expect(answer.status).toBe(503);
    expectSafe("submissions.create", answer);
  });

  it("newsletter: unavailable", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await trpcMutation("newsletter.subscribe", { email: "reader@example.com" }, { "cf-connecting-ip": ip });
    expect(answer.status).toBe(503);
    expectSafe("newsletter.subscribe", answer);
  });

  it("auth: login, logout and me with a session cookie answer unavailable", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const login = await trpcMutation("auth.login", { email: "person@example.com", password: "whatever-it-is" }, { "cf-connecting-ip": ip });
    expect(login.status).toBe(503);
    expectSafe("auth.login", login);
    const me = await trpcQuery("auth.me", undefined, { cookie });
    expect(me.status).toBe(503);
    expectSafe("auth.me", me);
    const logout = await trpcMutation("auth.logout", {}, { cookie });
    expect(logout.status).toBe(503);
    expectSafe("auth.logout", logout);
  });

  it("admin: every call answers unavailable", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: [string, Answer][] = [
      ["admin.submissions.stats", await trpcQuery("admin.submissions.stats", undefined, { cookie })],
      ["admin.submissions.list", await trpcQuery("admin.submissions.list", { status: "pending" }, { cookie })],
      ["admin.submissions.history", await trpcQuery("admin.submissions.history", { id: 1 }, { cookie })],
      ["admin.submissions.review", await trpcMutation("admin.submissions.review", { id: 1, status: "approved" }, { cookie })],
    ];
    for (const [name, answer] of answers) {
      expect(answer.status, name).toBe(503);
      expectSafe(name, answer);
    }
  });

  it("outside tRPC (an image read): Hono's onError answers the same envelope, with Retry-After", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchApp(`/api/uploads/${imageKey}`);
    const body: unknown = await res.json();
    expectSafe("GET /api/uploads/:key", { status: res.status, body });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(body).toEqual({
      error: {
        message: UNAVAILABLE,
        code: -32603,
        data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503, text: { key: "api.unavailable", params: {} } },
      },
    });
    expect(logged.mock.calls.flat().map(String).join(" ")).toContain(`GET /api/uploads/${imageKey} could not reach D1`);
  });

  it("feeds answer plain text in the request's language, with Retry-After", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [path, text] of [
      ["/feeds/events.ics", UNAVAILABLE],
      ["/fr/feeds/gems.atom", "Local Hype n’arrive pas à accéder à ses données pour le moment. Veuillez réessayer dans une minute."],
    ] as const) {
      const res = await fetchApp(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("60");
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(await res.text(), path).toBe(text);
    }
  });
});
