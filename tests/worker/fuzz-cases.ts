// Property-based fuzzing of every tRPC procedure through the Worker's real entry: random and malformed
// JSON, wrong types, huge and odd unicode strings, prototype-pollution keys. Invariant: the answer is a
// success or a 4xx-class tRPC error — never a 500 — and a refusal writes no row anywhere.
// Fixed seed by default; FUZZ_RUNS / FUZZ_SEED (environment, passed in by vitest.config.ts) go further.
// The procedures are shared out between two test files (fuzz-public.test.ts, fuzz-admin.test.ts), which
// vitest runs side by side. (They were split when requests went through the pool's loopback, whose cost grew
// with every request a file made until one file for every procedure outgrew the isolate's stack; fetchApp
// now calls the Worker directly.)
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@worker/trpc/router";
import { adminCookie, freshIp } from "./account-helpers";
import { recordEmails } from "./email-helpers";
import { ORIGIN, fetchApp } from "./fetch-app";

// 8 cases per procedure in `npm test`: the seed is fixed, so every run replays the same inputs and a
// deeper default only replays more of them (25 took about six times as long); new inputs come from
// FUZZ_RUNS / FUZZ_SEED.
const RUNS = Number(env.FUZZ_RUNS) || 8;
const SEED = Number(env.FUZZ_SEED) || 20261122;
/** Each case reads every table's row count twice: on a busy 2-core machine they outlast vitest's 5 s default. */
const FUZZ_TIMEOUT_MS = 60_000 * Math.max(1, Math.ceil(RUNS / 25));

type ProcedureType = "query" | "mutation";
// A lazily loaded sub-router (admin) lists its procedures only once loaded.
await Promise.all(Object.values(appRouter._def.lazy).map((loader) => loader.load()));
export const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>).map(
  ([path, procedure]) => ({ path, type: procedure._def.type }),
);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 64 }),
  fc.string({ unit: "binary", maxLength: 64 }),
  fc.constantFrom("", " ", "\u0000", "\u202e", "💥".repeat(500), "<script>alert(1)</script>", "' OR 1=1 --", "x".repeat(20_000)),
);
const pollution = fc.constantFrom(
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}') as object,
  { constructor: { prototype: { polluted: true } } },
  { toString: "nope", valueOf: 1 },
);
/** Values of the wrong shape, of roughly the right shape, and hostile ones. */
const input = fc.oneof(
  fc.jsonValue(),
  fc.anything({ withNullPrototype: true, maxDepth: 3 }),
  pollution,
  fc.dictionary(
    fc.constantFrom("city", "shopId", "type", "slug", "q", "email", "password", "id", "status", "title", "tags", "date", "promotion_tier", "price"),
    fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 5 })),
  ),
);
/** Bodies that are not even JSON. */
const rawBody = fc.oneof(fc.string(), fc.constantFrom("{", "[1,", "null", "\u0000", '{"json":', "NaN"));

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>();
  // Every table's count in one statement: one round trip per snapshot, however many tables there are.
  const columns = tables.results.map(({ name }) => `(SELECT COUNT(*) FROM "${name}") AS "${name}"`);
  return (await env.DB.prepare(`SELECT ${columns.join(", ")}`).first<Record<string, number>>())!;
}

function request(path: string, type: ProcedureType, body: string | undefined, cookie: string | undefined) {
  const headers: Record<string, string> = { "cf-connecting-ip": freshIp(), ...(cookie ? { cookie } : {}) };
  if (type === "query") {
    const query = body === undefined ? "" : `?input=${encodeURIComponent(body)}`;
    return fetchApp(`/api/trpc/${path}${query}`, { headers });
  }
  return fetchApp(`/api/trpc/${path}`, {
    method: "POST",
    headers: { ...headers, origin: ORIGIN, "content-type": "application/json" },
    body: body ?? "",
  });
}

async function expectNo500(path: string, type: ProcedureType, body: string | undefined, cookie?: string) {
  const before = await rowCounts();
  const res = await request(path, type, body, cookie);
  const text = await res.text();
  expect(res.status, `${type} ${path} ${body?.slice(0, 200)} → ${text.slice(0, 300)}`).toBeLessThan(500);
  const answer = JSON.parse(text) as { error?: { data: { httpStatus: number } } };
  if (answer.error) {
    expect(answer.error.data.httpStatus).toBeGreaterThanOrEqual(400);
    expect(answer.error.data.httpStatus).toBeLessThan(500);
    expect(await rowCounts(), `${path} wrote a row while refusing`).toEqual(before);
  }
}

/** Fuzzes the procedures whose path `select` accepts (each test file takes its share). */
export function fuzzProcedures(select: (path: string) => boolean) {
  let admin: string;
  beforeAll(async () => {
    // Accepted signups and submissions queue e-mails; a recording fake keeps their sending out of the timings.
    recordEmails();
    admin = (await adminCookie()).cookie;
  });

  describe.each(procedures.filter((procedure) => select(procedure.path)))("fuzzing $type $path", ({ path, type }) => {
    it(
      "random and hostile inputs never cause a 500 or a partial write",
      async () => {
        await fc.assert(
          fc.asyncProperty(input, fc.boolean(), async (value, asAdmin) => {
            await expectNo500(path, type, JSON.stringify(value), asAdmin ? admin : undefined);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      },
      FUZZ_TIMEOUT_MS,
    );

    it(
      "bodies that are not JSON never cause a 500",
      async () => {
        await fc.assert(
          fc.asyncProperty(rawBody, async (body) => {
            await expectNo500(path, type, body, admin);
          }),
          { numRuns: Math.max(5, Math.round(RUNS / 3)), seed: SEED },
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
