// Over HTTP: the Worker's entry itself is the subject (health, an unknown procedure, the origin check, edge HTML).
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchApp, ORIGIN, type RouterOutputs, trpcMutation, trpcQuery } from "./fetch-app";
import { MAX_BATCH_SIZE } from "@shared/api/api-batch";
import { MAX_API_BODY_BYTES } from "@worker/http/api-guards";
import { BOOKMARK_COOKIE } from "@worker/db/d1-session";
import { rememberContentVersion } from "@worker/cache/content-version";
import { createAccount, logIn } from "./account-helpers";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { sql } from "drizzle-orm";
import { inLocale } from "@worker/i18n/request-locale";
import { createContext } from "@worker/trpc/context";
import { publicProcedure, router } from "@worker/trpc/init";

describe("health", () => {
  it("reads D1 and reports every applied migration", async () => {
    const { status, body } = await trpcQuery<RouterOutputs["health"]["check"]>("health.check");
    expect(status).toBe(200);
    expect(body.result?.data).toEqual({ ok: true, migrations: env.TEST_MIGRATIONS.length });
    expect(env.TEST_MIGRATIONS.length).toBeGreaterThan(0);
  });

  it("answers an unknown procedure with a tRPC NOT_FOUND, not a 500", async () => {
    const { status, body } = await trpcQuery("nope.nothing");
    expect(status).toBe(404);
    expect(body.error?.data.code).toBe("NOT_FOUND");
  });
});

describe("edge HTML", () => {
  it("renders the home page title into index.html", async () => {
    const res = await fetchApp("/", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toMatch(/<title[^>]*>Local Hype - Your #1 Local Hype Platform<\/title>/);
    // The home screen is rendered at the edge: its heading is in the HTML without JavaScript.
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Discover what&#x27;s hot in your city<\/h1>/s);
    expect(html).toContain('<link rel="canonical" href="http://localhost/" data-edge-head>');
    expect(html).toContain('<meta property="og:title" content="Local Hype - Your #1 Local Hype Platform" data-edge-head>');
    expect(html).toMatch(/<script type="application\/ld\+json" data-edge-head>\{"@context":"https:\/\/schema.org","@type":"WebSite"/);
    // Exactly one description: the edge's, not the static shell's.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("answers an unknown path with HTTP 404 and still serves the app shell", async () => {
    const res = await fetchApp("/no/such/page", { headers: { accept: "text/html" } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<title[^>]*>Oops! Page not found \| Local Hype<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex" data-edge-head>');
  });

  it("answers known routes with 200", async () => {
    for (const path of ["/stories", "/events", "/gems", "/shop", "/submit", "/admin", "/best-coffee-shops"]) {
      const res = await fetchApp(path);
      expect(res.status, path).toBe(200);
    }
  });
});

describe("security headers", () => {
  it.each(["/", "/no/such/page", "/api/trpc/health.check"])("are present on %s", async (path) => {
    const res = await fetchApp(path);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("API guards", () => {
  it("refuses a mutation from another origin before running it", async () => {
    const res = await fetchApp("/api/trpc/health.check", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    const body = await res.json<{ error: { data: { code: string } } }>();
    expect(body.error.data.code).toBe("FORBIDDEN");
  });

  it("refuses a mutation without an Origin header", async () => {
    const res = await fetchApp("/api/trpc/health.check", { method: "POST", body: "{}" });
    expect(res.status).toBe(403);
  });

  it("refuses an oversized body before parsing it", async () => {
    const res = await fetchApp("/api/trpc/health.check", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ pad: "x".repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    const body = await res.json<{ error: { data: { code: string } } }>();
    expect(body.error.data.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("the API's error envelope", () => {
  // Over HTTP: the API's error envelope and status mapping are the subject.
  // Every refusal outside tRPC's own answers (the /api 404, the same-origin and body-size guards) uses
  // tRPC's envelope with tRPC's own codes; batches are capped at MAX_BATCH_SIZE calls.
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
});

describe("D1 sessions and their bookmarks", () => {
  // Over HTTP: D1 bookmarks travel as cookies on the Worker's answers.
  // D1 read replication (worker/db/d1-session.ts): every request runs in a D1 session; a write hands its
  // bookmark back as a cookie so the writer's next read sees it, reads hand none, and a forged or broken
  // bookmark is ignored. The content version an isolate uses never steps back to an older replica's.
  const bookmarkCookie = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`));

  describe("D1 sessions", () => {
    it("a write answers with its bookmark; the writer's next read, carrying it, sees the write", async () => {
      const account = await createAccount(["admin"]);
      const login = await logIn(account.email, account.password);
      expect(login.status).toBe(200);
      const cookie = bookmarkCookie(login.headers);
      expect(cookie).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f]+(-[0-9a-f]+)+; Max-Age=300; Path=/; HttpOnly; SameSite=Lax$`));
      const session = login.headers
        .getSetCookie()
        .find((c) => !c.startsWith(`${BOOKMARK_COOKIE}=`))!
        .split(";")[0]!;
      // The session row the login wrote is read back through a session that starts at the bookmark.
      const me = await trpcQuery<{ user: { email: string } } | null>("auth.me", undefined, { cookie: `${session}; ${cookie!.split(";")[0]}` });
      expect(me.body.result?.data).toMatchObject({ user: { email: account.email } });
    });

    it("a refused write hands back no bookmark", async () => {
      const account = await createAccount(["admin"]);
      const refused = await logIn(account.email, "not the password at all");
      expect(refused.status).toBe(401);
      expect(refused.headers.getSetCookie()).toEqual([]);
    });

    it("a vote hands back no bookmark: it writes nothing to D1", async () => {
      const vote = await trpcMutation("votes.cast", { city: "toronto", shopId: "pilot-roastery" }, { "cf-connecting-ip": "198.18.40.1" });
      expect(vote.status).toBe(200);
      expect(bookmarkCookie(vote.headers)).toBeUndefined();
    });

    it("reads hand back no bookmark, and a forged or broken one is ignored", async () => {
      const list = await fetchApp("/api/trpc/listings.list?input=%7B%22type%22%3A%22shop%22%7D", {
        headers: { cookie: `${BOOKMARK_COOKIE}=not a bookmark` },
      });
      expect(list.status).toBe(200);
      expect(bookmarkCookie(list.headers)).toBeUndefined();
      const forged = await fetchApp("/shop", { headers: { cookie: `${BOOKMARK_COOKIE}=zz-')--` } });
      expect(forged.status).toBe(200);
    });

    it("an isolate's content version never steps back to an older replica's", () => {
      const now = rememberContentVersion({ version: 10_000 });
      expect(rememberContentVersion({ version: now - 3 })).toBe(now);
      expect(rememberContentVersion({ version: now + 1 })).toBe(now + 1);
    });
  });
});

describe("the one failure rule", () => {
  // Over HTTP: the one failure rule's answers, as clients read them, are the subject.
  // The one failure rule of the API, on a router of three procedures over the real D1: D1 failing (a
  // statement it cannot run, raw or through drizzle) answers SERVICE_UNAVAILABLE (503) with the
  // visitor's-language text; any other fault, and a constraint failure, the generic INTERNAL_SERVER_ERROR.
  const faults = router({
    rawRead: publicProcedure.query(() => env.DB.prepare("SELECT * FROM no_such_table").all()),
    drizzleRead: publicProcedure.query(({ ctx }) => ctx.db.all(sql`SELECT * FROM no_such_table`)),
    constraint: publicProcedure.mutation(async () => {
      await env.DB.exec("CREATE TABLE IF NOT EXISTS rule_test (id INTEGER PRIMARY KEY)");
      await env.DB.prepare("INSERT INTO rule_test (id) VALUES (1), (1)").run();
    }),
    bug: publicProcedure.query((): string => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    }),
  });

  async function call(path: string, { mutation = false, locale = "en" }: { mutation?: boolean; locale?: "en" | "fr" } = {}) {
    const req = new Request(`http://localhost/api/trpc/${path}`, {
      method: mutation ? "POST" : "GET",
      ...(mutation ? { body: "{}", headers: { "content-type": "application/json" } } : {}),
    });
    const res = await inLocale(locale, () =>
      fetchRequestHandler({ endpoint: "/api/trpc", req, router: faults, createContext: ({ resHeaders }) => createContext(env, req, resHeaders) }),
    );
    const body = await res.json<{ error: { message: string; data: { code: string } } }>();
    return { status: res.status, code: body.error.data.code, message: body.error.message, text: JSON.stringify(body) };
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe("the one failure rule", () => {
    it("D1 failing, raw or through drizzle: 503 with the unavailable text, the cause in the log only", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      for (const path of ["rawRead", "drizzleRead"]) {
        const answer = await call(path);
        expect(answer, path).toMatchObject({
          status: 503,
          code: "SERVICE_UNAVAILABLE",
          message: "Local Hype can't reach its data right now. Please try again in a minute.",
        });
        expect(answer.text, path).not.toMatch(/no_such_table|SQLITE|D1_ERROR|Failed query/i);
      }
      expect(logged.mock.calls.flat().map(String).join(" ")).toMatch(/tRPC rawRead: D1 is unavailable.*no such table/s);
    });

    it("in the visitor's language", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      expect((await call("rawRead", { locale: "fr" })).message).toBe(
        "Local Hype n’arrive pas à accéder à ses données pour le moment. Veuillez réessayer dans une minute.",
      );
    });

    it("a bug or a constraint failure is not an outage: the generic 500", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      for (const [path, mutation] of [
        ["bug", false],
        ["constraint", true],
      ] as const) {
        const answer = await call(path, { mutation });
        expect(answer, path).toMatchObject({
          status: 500,
          code: "INTERNAL_SERVER_ERROR",
          message: "Something went wrong on our side. Please try again.",
        });
        expect(answer.text, path).not.toMatch(/constraint failed|SQLITE|reading 'id'/i);
      }
    });

    it("a row of the wrong shape is a bug, not a half-typed page: the generic 500 (rows are checked as they are read)", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      // A province no listing can have, written behind the schema's back.
      await env.DB.prepare("UPDATE listings SET province = 'Atlantis' WHERE slug = 'tallow-and-fern'").run();
      const res = await fetchApp(
        `/api/trpc/listings.get?input=${encodeURIComponent(JSON.stringify({ type: "gem", city: "vancouver", slug: "tallow-and-fern" }))}`,
      );
      const body = await res.text();
      expect(res.status).toBe(500);
      expect(body).toContain("Something went wrong on our side. Please try again.");
      expect(body, body).not.toMatch(/Atlantis|province|ZodError/);
    });
  });
});
