// Over HTTP: the voter cookie is set and sent back as a browser does (HTTPS decides its Secure flag).
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { coffeeCities } from "@worker/db/seed/coffee-cities";
import { VOTE_SEED_MAX, VOTE_SEED_MIN } from "@shared/voting/coffee-votes";
import { parseRule } from "@worker/rate-limit/rate-limit";
import type { CityVotes } from "@worker/features/voting/city-votes";
import { fetchApp, ORIGIN, type RouterOutputs, trpcMutation, trpcQuery } from "./fetch-app";
import { type LiveVotesMessage, liveVotesPath, parseLiveVotesMessage } from "@shared/voting/live-votes";
import { setClock } from "@shared/time/clock";
import { caller, outcome } from "./caller";
import "./clock";

// Tests in this file share Durable Object storage, so each uses its own city, shop or object name and
// compares counts before and after. Each client gets its own IP unless the test is about the limit.
let nextIp = 1;
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const cityBySlug = (slug: string) => coffeeCities.find((c) => c.slug === slug)!;
const shopIdsOf = (slug: string) => cityBySlug(slug).shops.map((s) => s.id);

type Tally = RouterOutputs["votes"]["tally"];
type Cast = RouterOutputs["votes"]["cast"];

/** The `name=value` pair from a response's Set-Cookie, ready for a Cookie request header. */
function voterCookieFrom(headers: Headers): string {
  const header = headers.get("set-cookie");
  expect(header).toMatch(/^lh_voter=/);
  return header!.split(";")[0]!;
}

async function castVote(city: string, shopId: string, headers: Record<string, string> = {}) {
  return trpcMutation<Cast>("votes.cast", { city, shopId }, { "cf-connecting-ip": freshIp(), ...headers });
}

async function tallyOf(city: string, cookie?: string) {
  const { status, body } = await trpcQuery<Tally>("votes.tally", { city }, cookie ? { cookie } : {});
  expect(status).toBe(200);
  return body.result!.data;
}

describe("CityVotes Durable Object", () => {
  it("seeds every shop once, in range, and keeps the seeds across calls", async () => {
    const shops = ["a", "b", "c", "d", "e"];
    const stub = env.CITY_VOTES.get(env.CITY_VOTES.idFromName("test-seeding"));
    const first = await stub.tally(shops, null);
    expect(Object.keys(first.counts).sort()).toEqual(shops);
    for (const count of Object.values(first.counts)) {
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(VOTE_SEED_MIN);
      expect(count).toBeLessThanOrEqual(VOTE_SEED_MAX);
    }
    expect(await stub.tally(shops, null)).toEqual(first);
    // Persisted in the object's SQLite storage, one row per shop.
    const rows = await runInDurableObject<CityVotes, number>(
      stub,
      (_instance, state) => state.storage.sql.exec("SELECT COUNT(*) AS n FROM tallies").one().n as number,
    );
    expect(rows).toBe(5);
    // A shop added to the catalogue later is seeded without touching the others.
    const grown = await stub.tally([...shops, "f"], null);
    expect(grown.counts.f).toBeGreaterThanOrEqual(VOTE_SEED_MIN);
    expect(grown.counts.f).toBeLessThanOrEqual(VOTE_SEED_MAX);
    expect({ ...grown.counts, f: undefined }).toEqual({ ...first.counts, f: undefined });
  });

  it("seeds with random counts, not one fixed value", async () => {
    const seeds = await Promise.all(
      ["r1", "r2", "r3", "r4"].map(async (name) => {
        const stub = env.CITY_VOTES.get(env.CITY_VOTES.idFromName(`test-random-${name}`));
        return Object.values((await stub.tally(["a", "b", "c", "d", "e"], null)).counts);
      }),
    );
    expect(new Set(seeds.flat()).size).toBeGreaterThan(1);
  });

  it("counts a voter once per shop and refuses unknown shops", async () => {
    const stub = env.CITY_VOTES.get(env.CITY_VOTES.idFromName("test-cast"));
    const shops = ["a", "b"];
    const before = (await stub.tally(shops, null)).counts;
    expect(await stub.cast(shops, "voter-1", "a")).toEqual({ status: "counted", count: before.a! + 1 });
    expect(await stub.cast(shops, "voter-1", "a")).toEqual({ status: "already-voted", count: before.a! + 1 });
    expect(await stub.cast(shops, "voter-1", "b")).toEqual({ status: "counted", count: before.b! + 1 });
    expect(await stub.cast(shops, "voter-1", "z")).toEqual({ status: "unknown-shop" });
    expect(await stub.tally(shops, "voter-1")).toEqual({
      counts: { a: before.a! + 1, b: before.b! + 1 },
      voted: ["a", "b"],
    });
    expect((await stub.tally(shops, "voter-2")).voted).toEqual([]);
  });

  it("loses no vote: 500 concurrent casts from distinct voters raise a tally by exactly 500", async () => {
    const stub = env.CITY_VOTES.get(env.CITY_VOTES.idFromName("toronto"));
    const shops = shopIdsOf("toronto");
    const shop = shops[0]!;
    const before = (await stub.tally(shops, null)).counts[shop]!;
    const outcomes = await Promise.all(Array.from({ length: 500 }, (_, i) => stub.cast(shops, `concurrent-voter-${i}`, shop)));
    expect(outcomes.every((o) => o.status === "counted")).toBe(true);
    // Every new count is unique: the casts were applied one after another.
    expect(new Set(outcomes.map((o) => (o.status === "counted" ? o.count : 0))).size).toBe(500);
    expect((await stub.tally(shops, null)).counts[shop]).toBe(before + 500);
  });

  it("doubles nothing: 100 concurrent casts from one voter raise a tally by exactly 1", async () => {
    const stub = env.CITY_VOTES.get(env.CITY_VOTES.idFromName("toronto"));
    const shops = shopIdsOf("toronto");
    const shop = shops[1]!;
    const before = (await stub.tally(shops, null)).counts[shop]!;
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => stub.cast(shops, "eager-voter", shop)));
    expect(outcomes.filter((o) => o.status === "counted")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "already-voted")).toHaveLength(99);
    expect((await stub.tally(shops, null)).counts[shop]).toBe(before + 1);
  });
});

describe("votes API", () => {
  it("answers a city's tally: every shop, seeded in range, nothing voted yet", async () => {
    const tally = await tallyOf("vancouver");
    expect(Object.keys(tally.counts).sort()).toEqual(shopIdsOf("vancouver").sort());
    for (const count of Object.values(tally.counts)) {
      expect(count).toBeGreaterThanOrEqual(VOTE_SEED_MIN);
      expect(count).toBeLessThanOrEqual(VOTE_SEED_MAX);
    }
    expect(tally.voted).toEqual([]);
    expect(await tallyOf("vancouver")).toEqual(tally);
  });

  it("casts a vote, sets a voter cookie, remembers it, and refuses a repeat with CONFLICT", async () => {
    const shop = shopIdsOf("calgary")[0]!;
    const before = (await tallyOf("calgary")).counts[shop]!;

    const first = await castVote("calgary", shop);
    expect(first.status).toBe(200);
    expect(first.body.result?.data).toEqual({ shopId: shop, count: before + 1 });
    const cookie = voterCookieFrom(first.headers);
    expect(first.headers.get("set-cookie")).toContain("HttpOnly");

    const tally = await tallyOf("calgary", cookie);
    expect(tally.counts[shop]).toBe(before + 1);
    expect(tally.voted).toEqual([shop]);

    const repeat = await castVote("calgary", shop, { cookie });
    expect(repeat.status).toBe(409);
    expect(repeat.body.error?.data.code).toBe("CONFLICT");
    expect(repeat.body.error?.message).toBe("You've already voted for this coffee shop.");
    expect(repeat.headers.get("set-cookie")).toBeNull();
    expect((await tallyOf("calgary")).counts[shop]).toBe(before + 1);

    // The same voter may still vote for another shop, in this city and in others.
    const other = await castVote("calgary", shopIdsOf("calgary")[1]!, { cookie });
    expect(other.status).toBe(200);
    const elsewhere = await castVote("ottawa", shopIdsOf("ottawa")[0]!, { cookie });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get("set-cookie")).toBeNull();
  });

  it("refuses unknown cities and shops with BAD_REQUEST", async () => {
    const badCity = await trpcQuery("votes.tally", { city: "atlantis" });
    expect(badCity.status).toBe(400);
    expect(badCity.body.error?.data.code).toBe("BAD_REQUEST");
    // A well-formed slug that is not on the ballot is refused by the ballot; a malformed one by the schema.
    expect(badCity.body.error?.message).toBe("Unknown coffee city.");
    const malformed = await trpcQuery("votes.tally", { city: "Not A Slug" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.data.fieldErrors?.city).toEqual(["Unknown coffee city."]);

    const cases = [
      { city: "atlantis", shopId: shopIdsOf("toronto")[0] },
      { city: "toronto", shopId: "no-such-shop" },
      // A real shop, but in another city.
      { city: "toronto", shopId: shopIdsOf("montreal")[0] },
      { city: "toronto", shopId: "" },
      { city: "toronto" },
    ];
    for (const input of cases) {
      const res = await trpcMutation("votes.cast", input, { "cf-connecting-ip": freshIp() });
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.error?.data.code).toBe("BAD_REQUEST");
      // Refused before any voter is created.
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("loses no vote through the API: 100 concurrent casts from distinct browsers raise a tally by 100", async () => {
    const shop = shopIdsOf("montreal")[2]!;
    const before = (await tallyOf("montreal")).counts[shop]!;
    const results = await Promise.all(Array.from({ length: 100 }, () => castVote("montreal", shop)));
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect((await tallyOf("montreal")).counts[shop]).toBe(before + 100);
    // A correctness check, not a speed one: on a busy 2-core machine 100 casts outlast the 5 s default.
  }, 30_000);

  it("counts one browser once even when it fires many casts at once", async () => {
    const [first, second] = shopIdsOf("montreal");
    const { headers } = await castVote("montreal", first!);
    const cookie = voterCookieFrom(headers);
    const before = (await tallyOf("montreal")).counts[second!]!;
    const results = await Promise.all(Array.from({ length: 20 }, () => castVote("montreal", second!, { cookie })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await tallyOf("montreal")).counts[second!]).toBe(before + 1);
  });

  it("over https the voter cookie is Secure and __Host- named; a voter cookie from before the prefix still counts", async () => {
    const HTTPS = "https://localhype.example";
    const shop = shopIdsOf("toronto")[2]!;
    const castOverHttps = (cookie?: string) =>
      fetchApp(`${HTTPS}/api/trpc/votes.cast`, {
        method: "POST",
        headers: { origin: HTTPS, "content-type": "application/json", "cf-connecting-ip": freshIp(), ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ city: "toronto", shopId: shop }),
      });
    const first = await castOverHttps();
    expect(first.status).toBe(200);
    const setCookie = first.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__Host-lh_voter=[0-9a-f-]{36}\.[A-Za-z0-9_-]+; Max-Age=34560000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const prefixed = setCookie.split(";")[0]!;
    expect((await castOverHttps(prefixed)).status).toBe(409);
    // The bare-named cookie an http-era browser holds is still this voter (signature-checked).
    expect((await castOverHttps(prefixed.replace(/^__Host-/, ""))).status).toBe(409);
  });

  it("treats a tampered voter cookie as no cookie: a new voter, not the one it claims to be", async () => {
    const shop = shopIdsOf("ottawa")[3]!;
    const { headers } = await castVote("ottawa", shop);
    const cookie = voterCookieFrom(headers);
    const [, raw] = cookie.split("=");
    const signature = raw!.slice(raw!.lastIndexOf(".") + 1);

    // Another id with the original signature.
    const forged = `lh_voter=${crypto.randomUUID()}.${signature}`;
    expect((await tallyOf("ottawa", forged)).voted).toEqual([]);
    // The original id with a broken signature: the server does not recognise the voter…
    const broken = `lh_voter=${raw!.slice(0, raw!.lastIndexOf("."))}.${signature.split("").reverse().join("")}`;
    expect((await tallyOf("ottawa", broken)).voted).toEqual([]);
    // …so a cast with it creates a new voter with a fresh cookie instead of acting as the old one.
    const recast = await castVote("ottawa", shop, { cookie: broken });
    expect(recast.status).toBe(200);
    expect(voterCookieFrom(recast.headers)).not.toBe(cookie);
    // The untouched cookie still identifies its voter.
    expect((await tallyOf("ottawa", cookie)).voted).toEqual([shop]);
  });

  it("limits how many new voters one IP can create, but lets existing voters keep voting", async () => {
    const { limit } = parseRule(env.RATE_LIMIT_NEW_VOTERS)!;
    const ip = "203.0.113.7";
    const shops = shopIdsOf("vancouver");
    const results = [];
    for (let i = 0; i < limit; i++) results.push(await castVote("vancouver", shops[0]!, { "cf-connecting-ip": ip }));
    expect(results.map((r) => r.status)).toEqual(Array(limit).fill(200));

    // Past the allowance a new voter needs a solved bot challenge (tests/worker/bot-challenge.test.ts).
    const refused = await castVote("vancouver", shops[0]!, { "cf-connecting-ip": ip });
    expect(refused.status).toBe(428);
    expect(refused.body.error?.data.code).toBe("PRECONDITION_REQUIRED");
    expect(refused.headers.get("set-cookie")).toBeNull();

    // A voter created earlier from this IP is not a new voter.
    const cookie = voterCookieFrom(results[0]!.headers);
    const existing = await castVote("vancouver", shops[1]!, { "cf-connecting-ip": ip, cookie });
    expect(existing.status).toBe(200);
    // Another IP is counted on its own.
    expect((await castVote("vancouver", shops[2]!)).status).toBe(200);
  });
});

describe("the hidden final week", () => {
  // A season with hide_final_week keeps its counts to itself for its last 7 days: the votes API, the live
  // socket, the voting page's HTML and JSON-LD and the results page carry none, and say when results are
  // revealed (the day after the close, city time); 8 days before the close they show, and after the
  // close the results page shows the final ranking. Off by default.
  const DAY = 86_400_000;
  // Toronto's seeded 2026 season closes Dec 31 2026 23:59:59 in America/Toronto (UTC−5).
  const CLOSE = Date.parse("2027-01-01T04:59:59.000Z");
  const EIGHT_DAYS_BEFORE = CLOSE - 8 * DAY;
  const SIX_DAYS_BEFORE = CLOSE - 6 * DAY;

  let ip = 0;
  const freshIp = () => `203.0.113.${(ip++ % 250) + 1}`;

  const cast = (shopId: string) => outcome(caller({ headers: { "cf-connecting-ip": freshIp() } }).votes.cast({ city: "toronto", shopId }));
  const tally = async (city = "toronto") => (await caller().votes.tally({ city })).counts;
  /** A page's visible text (the inlined texts and query state left out) and its JSON-LD, as text. */
  const page = async (path: string) => {
    const res = await fetchApp(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/[ \t\r\n]+/g, " ");
    return `${text}\n${jsonLd}`;
  };

  // Toronto's 2026 season is the object named by the city alone.
  const torontoVotes = () => env.CITY_VOTES.get(env.CITY_VOTES.idFromName("toronto"));

  async function openLive(city: string) {
    const res = await fetchApp(liveVotesPath(city), { headers: { upgrade: "websocket", origin: ORIGIN, "cf-connecting-ip": freshIp() } });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    ws.accept();
    const queue: LiveVotesMessage[] = [];
    ws.addEventListener("message", (event) => queue.push(parseLiveVotesMessage(event.data)!));
    return {
      ws,
      async next(): Promise<LiveVotesMessage> {
        for (let i = 0; i < 100 && queue.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(queue.length).toBeGreaterThan(0);
        return queue.shift()!;
      },
    };
  }

  beforeAll(async () => {
    await env.DB.prepare("UPDATE award_seasons SET hide_final_week = 1 WHERE city_slug = 'toronto' AND year = 2026").run();
  });

  describe("hiding counts in the final week", () => {
    it("shows counts 8 days before the close", async () => {
      setClock(EIGHT_DAYS_BEFORE);
      expect(Object.keys(await tally())).toHaveLength(5);
      expect((await cast("pilot-roastery")).data!.count).toBeGreaterThan(0);
      const html = await page("/best-coffee-shops/toronto");
      expect(html).toMatch(/[\d,]+ total votes/);
      expect(html).not.toContain("Results revealed");
      expect(html).toContain("userInteractionCount");
      const results = await page("/best-coffee-shops/toronto/2026");
      expect(results).toContain("Standings so far");
      expect(results).toContain('"@type":"ItemList"');
    });

    it("hides them 6 days before the close: API, voting page, JSON-LD and results page", async () => {
      setClock(SIX_DAYS_BEFORE);
      expect(await tally()).toEqual({});
      const answer = await cast("sam-james-harbord");
      expect(answer.status).toBe(200);
      expect(answer.data!).toEqual({ shopId: "sam-james-harbord", count: null });

      const html = await page("/best-coffee-shops/toronto");
      expect(html).toContain("Results revealed Jan 1, 2027");
      expect(html).not.toMatch(/total votes/);
      expect(html).not.toContain("userInteractionCount");
      const fr = await page("/fr/best-coffee-shops/toronto");
      expect(fr).toContain("Résultats dévoilés le 1er janvier 2027");

      const results = await page("/best-coffee-shops/toronto/2026");
      expect(results).toContain("Results revealed Jan 1, 2027");
      expect(results).not.toContain("Standings so far");
      expect(results).not.toContain('"@type":"ItemList"');
      expect(results).not.toContain("userInteractionCount");
      const api = await caller().awards.results({ city: "toronto", year: 2026 });
      expect(api).toMatchObject({ standings: null, revealsOn: "Jan 1, 2027", closed: false });

      // Another city's season does not hide its counts (off by default).
      expect(Object.keys(await tally("montreal"))).toHaveLength(5);
    });

    it("sends no counts over the live socket while hidden, and a socket opened before stops hearing them", async () => {
      setClock(EIGHT_DAYS_BEFORE);
      const before = await openLive("toronto");
      const first = await before.next();
      expect(first.type === "tally" && Object.keys(first.counts)).toHaveLength(5);

      setClock(SIX_DAYS_BEFORE);
      const during = await openLive("toronto");
      expect(await during.next()).toEqual({ type: "tally", counts: {}, voted: [] });
      expect((await cast("dark-horse-spadina")).status).toBe(200);

      // Back before the final week, a cast's count goes out again: the first message each socket hears
      // after the hidden cast is this one (messages keep their order), so the hidden one was never sent.
      setClock(EIGHT_DAYS_BEFORE);
      expect((await cast("quantum-king-west")).status).toBe(200);
      // The hidden cast's update went out (to nobody) a moment ago: this one waits for the city's alarm.
      expect(await runDurableObjectAlarm(torontoVotes())).toBe(true);
      const heard = await before.next();
      expect(heard.type).toBe("counts");
      expect(heard.type === "counts" && heard.counts.map((c) => c.shopId)).toEqual(["quantum-king-west"]);
      before.ws.close();
      during.ws.close();
    });

    it("keeps a hidden socket quiet after the object was evicted (a woken object reads the windows back)", async () => {
      setClock(SIX_DAYS_BEFORE);
      const during = await openLive("toronto");
      expect(await during.next()).toEqual({ type: "tally", counts: {}, voted: [] });
      await evictDurableObject(torontoVotes());
      expect((await cast("pilot-roastery")).status).toBe(200);

      setClock(EIGHT_DAYS_BEFORE);
      expect((await cast("sam-james-harbord")).status).toBe(200);
      expect(await runDurableObjectAlarm(torontoVotes())).toBe(true);
      const heard = await during.next();
      expect(heard.type === "counts" && heard.counts.map((c) => c.shopId)).toEqual(["sam-james-harbord"]);
      during.ws.close();
    });

    it("shows the final ranking once the season has closed (the reveal day has begun)", async () => {
      setClock(CLOSE + 1000);
      const results = await page("/best-coffee-shops/toronto/2026");
      expect(results).toContain("Final results");
      expect(results).toContain('"@type":"ItemList"');
      expect(results).not.toContain("Results revealed");
      expect(Object.keys(await tally())).toHaveLength(5);
      expect((await fetchApp("/badges/toronto/2026/pilot-roastery.svg")).status).not.toBe(500);
    });
  });
});
