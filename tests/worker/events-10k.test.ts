// Event lists at 10,000 community listings (2,500 of them events dated around the fixture's time) with a
// fixed clock: each answer reads about one page of rows, the totals come from the counters, and the
// Cron Trigger's recomputation reads only the due rows.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { allCities } from "@shared/places/provinces";
import { provinceOf } from "@shared/places/city-provinces";
import { PAGE_SIZE } from "@shared/rules/pages";
import { citySlug } from "@shared/rules/slug";
import { setClock } from "@shared/time/clock";
import { moveEventsOn } from "@worker/features/listings/event-timing";
import { communityFixtureSql } from "./community-fixture";
import { fetchApp } from "./fetch-app";

const FIXTURE = 10_000;
/** June 1, 2026 at noon in Toronto: the fixture's events run from September 2025 to February 2027. */
const NOW = Date.parse("2026-06-01T16:00:00Z");
const cities = allCities.map((name) => ({ name, slug: citySlug(name), province: provinceOf(name)! }));

beforeAll(async () => {
  await env.DB.batch(communityFixtureSql(FIXTURE, cities).map((sql) => env.DB.prepare(sql)));
  await moveEventsOn(env.DB, NOW);
});

async function read<T>(path: string, input: unknown) {
  setClock(NOW);
  const started = performance.now();
  const res = await fetchApp(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  const ms = performance.now() - started;
  expect(res.status, path).toBe(200);
  const body = await res.json<{ result: { data: T } }>();
  return { data: body.result.data, rowsRead: Number(res.headers.get("x-d1-rows-read")), ms };
}

type Page = { items: { id: number; nextStartAt: number | null }[]; total: number; nextCursor: string | null };

const count = async (sql: string) => (await env.DB.prepare(sql).bind(NOW).first<{ n: number }>())!.n;

describe("events at 10,110 listings", () => {
  it("the Cron Trigger filled every fixture event, and the counters agree with the rows", async () => {
    expect(await count("SELECT count(*) AS n FROM listings WHERE type = 'event' AND next_end_at <= ?")).toBe(0);
    const upcoming = await count("SELECT count(*) AS n FROM listings WHERE status = 'published' AND type = 'event' AND next_end_at > ?");
    expect(upcoming).toBeGreaterThan(1000);
    const past = await count("SELECT count(*) AS n FROM listings WHERE status = 'published' AND type = 'event' AND last_end_at <= ?");
    const counted = await env.DB.prepare("SELECT sum(upcoming) AS upcoming, sum(past) AS past FROM event_counts WHERE city <> '*'").first<{
      upcoming: number;
      past: number;
    }>();
    expect(counted).toEqual({ upcoming, past });
    // Every city's row ('*') holds the same totals, kept by the same triggers.
    expect(await env.DB.prepare("SELECT upcoming, past FROM event_counts WHERE city = '*'").first()).toEqual({ upcoming, past });
  });

  it("the upcoming list, its next page, the past list and a city's Events tab each read about one page of rows", async () => {
    const samples: Record<string, { rowsRead: number; ms: number }> = {};
    const first = await read<Page>("listings.list", { type: "event" });
    expect(first.data.items).toHaveLength(PAGE_SIZE);
    expect(first.data.total).toBeGreaterThan(1000);
    const starts = first.data.items.map((i) => i.nextStartAt!);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    samples.upcoming = first;
    samples.next = await read<Page>("listings.list", { type: "event", cursor: first.data.nextCursor });
    samples.past = await read<Page>("listings.list", { type: "event", when: "past" });
    samples.city = await read<Page>("listings.list", { type: "event", city: "Toronto" });
    console.log(
      "EVENTS-10K",
      JSON.stringify(Object.fromEntries(Object.entries(samples).map(([k, s]) => [k, { rowsRead: s.rowsRead, ms: Math.round(s.ms * 10) / 10 }]))),
    );
    // One page of index entries and rows, plus one counter row (a city's, or every city's '*').
    for (const [name, sample] of Object.entries(samples)) expect(sample.rowsRead, name).toBeLessThanOrEqual(3 * PAGE_SIZE + 1);
  });

  it("a date window reads its own events' index entries, not the listings", async () => {
    const week = await read<Page>("listings.list", { type: "event", when: "week" });
    expect(week.data.total).toBeGreaterThan(0);
    expect(week.rowsRead).toBeLessThanOrEqual(3 * PAGE_SIZE + week.data.total + 10);
  });

  it("a Cron Trigger run with nothing due reads next to nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM listings WHERE next_end_at <= ?");
    expect(before).toBe(0);
    expect(await moveEventsOn(env.DB, NOW)).toBe(0);
  });
});
