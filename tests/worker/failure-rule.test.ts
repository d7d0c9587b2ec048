// Over HTTP: the one failure rule's answers, as clients read them, are the subject.
// The one failure rule of the API, on a router of three procedures over the real D1: D1 failing (a
// statement it cannot run, raw or through drizzle) answers SERVICE_UNAVAILABLE (503) with the
// visitor's-language text; any other fault, and a constraint failure, the generic INTERNAL_SERVER_ERROR.
import { env } from "cloudflare:test";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inLocale } from "@worker/i18n/request-locale";
import { createContext } from "@worker/trpc/context";
import { publicProcedure, router } from "@worker/trpc/init";
import { fetchApp } from "./fetch-app";

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
