// The Best Coffee Shops integrity review: every counted vote is logged with salted hashes (salts that
// change every day and are then deleted), admins see votes per hour, bursts and the busiest networks and
// void a network's votes atomically with a reason, and a closed season's log is published as a CSV whose
// recount gives the final counts.
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { setClock } from "@shared/time/clock";
import { adminCookie, createAccount, sessionCookie } from "./account-helpers";
import { caller, outcome, type RouterInputs } from "./caller";
import { fetchApp } from "./fetch-app";

// The pool keeps one file's Durable Objects across its tests: each test votes in a city of its own.
let CITY = "ottawa";
// Vancouver's seeded 2026 season closes Dec 31 2026 23:59:59 in America/Vancouver (UTC−8).
const CLOSE = Date.parse("2027-01-01T07:59:59.000Z");
const HOUR = 3_600_000;

async function shopIds(): Promise<string[]> {
  const rows = await env.DB.prepare("SELECT id FROM poll_shops WHERE city_slug = ? AND retired = 0 ORDER BY position, id")
    .bind(CITY)
    .all<{ id: string }>();
  return rows.results.map((row) => row.id);
}

/** One vote from a fresh browser (no voter cookie) on the given network. */
const cast = (shopId: string, ip: string) => outcome(caller({ headers: { "cf-connecting-ip": ip } }).votes.cast({ city: CITY, shopId }));
const counts = async () => (await caller().votes.tally({ city: CITY })).counts;
const integrity = (cookie: string, input: Partial<RouterInputs["admin"]["integrity"]["get"]> = {}) =>
  outcome(caller({ cookie }).admin.integrity.get({ city: CITY, year: 2026, ...input }));
const voidVotes = (cookie: string, input: Omit<RouterInputs["admin"]["integrity"]["void"], "city" | "year">) =>
  outcome(caller({ cookie }).admin.integrity.void({ city: CITY, year: 2026, ...input }));
const seasonObject = () => env.CITY_VOTES.get(env.CITY_VOTES.idFromName(CITY));

/** Three quiet hours of one vote each, then a burst of 12 from one network in the fourth. */
async function castBurst(shop: string, burstIp: string) {
  const day = Date.parse("2026-11-20T00:00:00Z");
  for (const [i, ip] of ["198.51.100.1", "198.51.100.2", "198.51.100.3"].entries()) {
    setClock(day + (9 + i) * HOUR + 60_000);
    expect((await cast(shop, ip)).status).toBe(200);
  }
  for (let i = 0; i < 12; i++) {
    setClock(day + 14 * HOUR + i * 60_000);
    expect((await cast(shop, burstIp)).status).toBe(200);
  }
  return day;
}

describe("the vote log and the integrity view", () => {
  it("shows votes per hour, the burst and the busiest network, by hashes only; a void takes the votes off, once, and is kept", async () => {
    CITY = "ottawa";
    const [shop] = await shopIds();
    const { cookie, account } = await adminCookie();
    const day = await castBurst(shop!, "203.0.113.66");
    const before = (await counts())[shop!]!;

    const view = (await integrity(cookie, { day: "2026-11-20" })).data!;
    expect(view.day).toBe("2026-11-20");
    expect(view.hours).toEqual([
      { shopId: shop, hour: day + 9 * HOUR, votes: 1 },
      { shopId: shop, hour: day + 10 * HOUR, votes: 1 },
      { shopId: shop, hour: day + 11 * HOUR, votes: 1 },
      { shopId: shop, hour: day + 14 * HOUR, votes: 12 },
    ]);
    expect(view.bursts).toEqual([{ shopId: shop, hour: day + 14 * HOUR, votes: 12 }]);
    const busiest = view.networks[0]!;
    expect(busiest).toEqual({
      networkHash: expect.stringMatching(/^[0-9a-f]{16}$/) as string,
      votes: 12,
      voters: 12,
      firstAt: day + 14 * HOUR,
      lastAt: day + 14 * HOUR + 11 * 60_000,
    });
    expect(view.networks.slice(1).map((n) => n.votes)).toEqual([1, 1, 1]);
    expect([view.timeZone, view.counted, view.removed]).toEqual(["America/Toronto", 15, 0]);
    expect(view.voids).toEqual([]);

    setClock(day + 20 * HOUR);
    const voided = await voidVotes(cookie, {
      networkHash: busiest.networkHash,
      fromMs: busiest.firstAt,
      toMs: busiest.lastAt,
      reason: "  One network,\ntwelve new browsers in 11 minutes ",
    });
    expect(voided.status).toBe(200);
    expect(voided.data!).toEqual({ removed: 12 });
    expect((await counts())[shop!]).toBe(before - 12);
    // The same void again finds nothing left to remove.
    const again = await voidVotes(cookie, { networkHash: busiest.networkHash, fromMs: busiest.firstAt, toMs: busiest.lastAt, reason: "Twice" });
    expect(again.data!).toEqual({ removed: 0 });
    expect((await counts())[shop!]).toBe(before - 12);

    const after = (await integrity(cookie, { day: "2026-11-20" })).data!;
    expect([after.counted, after.removed]).toEqual([3, 12]);
    expect(after.bursts).toEqual([]);
    expect(after.networks.map((n) => n.networkHash)).not.toContain(busiest.networkHash);
    expect(after.voids[1]).toEqual({
      id: 1,
      networkHash: busiest.networkHash,
      fromMs: busiest.firstAt,
      toMs: busiest.lastAt,
      reason: "One network, twelve new browsers in 11 minutes",
      byEmail: account.email,
      at: day + 20 * HOUR,
      removed: 12,
    });
    expect((await seasonObject().standings(await shopIds())).removed).toBe(12);
  });

  it("shows the city's day and hours, in its zone: a vote at 10 p.m. in Ottawa is on that day, not UTC's next", async () => {
    CITY = "ottawa";
    const [, shop] = await shopIds();
    // Friday 27 November 2026, 10:30 p.m. in Ottawa (UTC−5): 03:30 on the 28th in UTC.
    setClock(Date.parse("2026-11-28T03:30:00Z"));
    const { cookie } = await adminCookie();
    expect((await cast(shop!, "198.51.100.77")).status).toBe(200);
    const evening = (await integrity(cookie, { day: "2026-11-27" })).data!;
    expect(evening.hours).toContainEqual({ shopId: shop, hour: Date.parse("2026-11-28T03:00:00Z"), votes: 1 });
    const next = (await integrity(cookie, { day: "2026-11-28" })).data!;
    expect(next.hours.filter((h) => h.shopId === shop)).toEqual([]);
    // Without a day: today in Ottawa, still the 27th.
    expect((await integrity(cookie)).data!.day).toBe("2026-11-27");
  });

  it("keeps no address, no voter id and no earlier day's salt; the same network hashes differently the next day", async () => {
    CITY = "calgary";
    const [shop, other] = await shopIds();
    const { cookie } = await adminCookie();
    setClock(Date.parse("2026-11-21T15:00:00Z"));
    expect((await cast(shop!, "192.0.2.77")).status).toBe(200);
    setClock(Date.parse("2026-11-22T15:00:00Z"));
    expect((await cast(other!, "192.0.2.77")).status).toBe(200);

    const day1 = (await integrity(cookie, { day: "2026-11-21" })).data!;
    const day2 = (await integrity(cookie, { day: "2026-11-22" })).data!;
    expect(day1.hours).toEqual([{ shopId: shop, hour: Date.parse("2026-11-21T15:00:00Z"), votes: 1 }]);
    expect(day2.hours).toEqual([{ shopId: other, hour: Date.parse("2026-11-22T15:00:00Z"), votes: 1 }]);
    const hashes = day2.networks.map((n) => n.networkHash);
    expect(new Set(hashes).size).toBe(2);

    await runInDurableObject(seasonObject(), (_instance, state) => {
      const stored = JSON.stringify([
        ...state.storage.sql.exec("SELECT * FROM vote_log"),
        ...state.storage.sql.exec("SELECT * FROM voids"),
        ...state.storage.sql.exec("SELECT * FROM starting_counts"),
      ]);
      expect(stored).not.toContain("192.0.2.77");
      const voterIds = [...state.storage.sql.exec<{ voter_id: string }>("SELECT voter_id FROM votes")].map((row) => row.voter_id);
      expect(voterIds.length).toBe(2);
      for (const id of voterIds) expect(stored).not.toContain(id);
      expect([...state.storage.sql.exec("SELECT day FROM day_salts")]).toEqual([{ day: "2026-11-22" }]);
    });
  });

  it("is for admins only, and refuses a bad void with the reason in the admin's language", async () => {
    const user = await sessionCookie(await createAccount());
    expect((await integrity(user)).status).toBe(403);
    expect((await integrity("")).status).toBe(401);
    expect((await voidVotes(user, { networkHash: "0123456789abcdef", fromMs: 0, toMs: 1, reason: "forged" })).status).toBe(403);

    const { cookie } = await adminCookie();
    const short = await voidVotes(cookie, { networkHash: "0123456789abcdef", fromMs: 0, toMs: 1, reason: "x" });
    expect(short.status).toBe(400);
    expect(short.fieldErrors).toEqual({ reason: ["Give a reason of 3 to 500 characters."] });
    const backwards = await voidVotes(cookie, { networkHash: "0123456789abcdef", fromMs: 5, toMs: 1, reason: "forged" });
    expect(backwards.fieldErrors).toEqual({ toMs: ["The window must start before it ends, and last at most a year."] });
    const french = await outcome(
      caller({ cookie, locale: "fr" }).admin.integrity.void({ city: CITY, year: 2026, networkHash: "1.2.3.4", fromMs: 0, toMs: 1, reason: "truqué" }),
    );
    expect(french.status).toBe(400);
    expect(french.fieldErrors).toEqual({ networkHash: ["Choisissez un réseau dans la liste."] });
    const noSeason = await integrity(cookie, { year: 2031 });
    expect(noSeason.status).toBe(404);
    expect(noSeason.message).toBe("This city has no season that year.");
  });
});

describe("an object whose votes predate the log", () => {
  it("logs them once, with unrecorded networks, and starts each shop from its tally less those votes", async () => {
    const legacy = env.CITY_VOTES.get(env.CITY_VOTES.idFromName("legacy-city"));
    await runInDurableObject(legacy, (_instance, state) => {
      const sql = state.storage.sql;
      sql.exec("INSERT INTO tallies (shop_id, count) VALUES ('a', 120), ('b', 80)");
      sql.exec("INSERT INTO votes (voter_id, shop_id, cast_at) VALUES ('v1', 'a', 1000), ('v2', 'a', 2000), ('v1', 'b', 3000)");
    });
    await evictDurableObject(legacy);
    const log = await legacy.voteLog();
    expect(log.starting).toEqual({ a: 118, b: 79 });
    expect(log.votes.map((v) => [v.shopId, v.castAt, v.removed])).toEqual([
      ["a", 1000, false],
      ["a", 2000, false],
      ["b", 3000, false],
    ]);
    // v1's two votes share one hash (one salt for the backfill); nothing holds the voter ids.
    expect(log.votes[0]!.voterHash).toBe(log.votes[2]!.voterHash);
    expect(JSON.stringify(log)).not.toMatch(/"v[12]"/);
    await evictDurableObject(legacy);
    expect((await legacy.voteLog()).votes).toHaveLength(3);
    const figures = await legacy.integrity(0, 10_000);
    expect(figures.networks).toEqual([{ networkHash: "unrecorded", votes: 3, voters: 2, firstAt: 1000, lastAt: 3000 }]);
  });
});

describe("the published vote log", () => {
  it("is not published while the season is open, then recounts to the final counts, with its SHA-256", async () => {
    CITY = "vancouver";
    const [shop, other] = await shopIds();
    const { cookie } = await adminCookie();
    await castBurst(shop!, "203.0.113.99");
    setClock(Date.parse("2026-11-23T10:00:00Z"));
    expect((await cast(other!, "192.0.2.9")).status).toBe(200);
    const view = (await integrity(cookie, { day: "2026-11-20" })).data!;
    const busiest = view.networks[0]!;
    await voidVotes(cookie, { networkHash: busiest.networkHash, fromMs: busiest.firstAt, toMs: busiest.lastAt, reason: "Forged burst" });

    expect((await fetchApp(`/best-coffee-shops/${CITY}/2026/votes.csv`)).status).toBe(404);
    setClock(CLOSE + 1000);
    const res = await fetchApp(`/best-coffee-shops/${CITY}/2026/votes.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = await res.text();
    const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(csv)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    expect(res.headers.get("x-content-sha256")).toBe(digest);

    const [header, ...rows] = csv.trimEnd().split("\n");
    expect(header).toBe("shop,hour,voter,votes,status");
    expect(rows.filter((row) => row.endsWith(",removed"))).toHaveLength(12);
    expect(rows).toContain(`${other},2026-11-23T10:00Z,${rows.find((r) => r.startsWith(`${other},2026-11-23`))!.split(",")[2]},1,counted`);
    // Anyone's recount: every row that was not removed adds its votes to its shop.
    const recount: Record<string, number> = {};
    for (const row of rows) {
      const [shopId, , , votes, status] = row.split(",");
      if (status !== "removed") recount[shopId!] = (recount[shopId!] ?? 0) + Number(votes);
    }
    expect(recount).toEqual(await counts());
    const ranking = (tallies: Record<string, number>) =>
      Object.entries(tallies)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([id]) => id);
    expect(ranking(recount)).toEqual(ranking(await counts()));

    // The results page says how many votes were removed and prints the same digest beside the file's link.
    const results = await (await fetchApp(`/best-coffee-shops/${CITY}/2026`)).text();
    expect(results).toContain("12 votes removed after review");
    expect(results).toMatch(
      new RegExp(`<a href="/best-coffee-shops/${CITY}/2026/votes.csv" download="[^"]*"[^>]*>Download the vote log \\(CSV\\)</a>`),
    );
    expect(results).toContain(`<code class="break-all">${digest}</code>`);

    expect((await fetchApp(`/best-coffee-shops/${CITY}/2031/votes.csv`)).status).toBe(404);
    expect((await fetchApp(`/best-coffee-shops/nowhere/2026/votes.csv`)).status).toBe(404);
  });
});
