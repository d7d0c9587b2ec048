import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { coffeeCities } from "@shared/catalogue/coffee-cities";
import {
  LIVE_FLUSH_INTERVAL_MS,
  LIVE_FLUSH_MAX_INTERVAL_MS,
  liveVotesPath,
  parseLiveVotesMessage,
  type LiveVotesMessage,
} from "@shared/rules/live-votes";
import { liveSocketRequest } from "@worker/votes/live-fanout";
import { ORIGIN, fetchApp, trpcMutation, trpcQuery, type TrpcEnvelope } from "./fetch-app";

// Tests in this file share Durable Object storage: each reads counts before it acts and compares.
let nextIp = 1;
const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const shopOf = (slug: string, index: number) => coffeeCities.find((c) => c.slug === slug)!.shops[index]!.id;
const stubOf = (slug: string) => env.CITY_VOTES.get(env.CITY_VOTES.idFromName(slug));

/** The configured per-network limit (wrangler.toml). */
const LIMIT = Number(env.LIVE_VOTES_PER_NETWORK);

interface LiveSocket {
  ws: WebSocket;
  /** The next message not read yet, waiting for it if needed (fails after `ms`). */
  next(ms?: number): Promise<LiveVotesMessage>;
  /** Messages received and not read yet. */
  unread(): LiveVotesMessage[];
  arrivals: number[];
}

function connect(path: string, headers: Record<string, string>): Promise<Response> {
  return fetchApp(path, { headers: { upgrade: "websocket", ...headers } });
}

async function openLive(city: string, { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {}): Promise<LiveSocket> {
  const res = await connect(liveVotesPath(city), { origin: ORIGIN, "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  ws.accept();
  const queue: LiveVotesMessage[] = [];
  const arrivals: number[] = [];
  let wake: (() => void) | null = null;
  ws.addEventListener("message", (event) => {
    const message = parseLiveVotesMessage(event.data);
    expect(message).not.toBeNull();
    queue.push(message!);
    arrivals.push(Date.now());
    wake?.();
  });
  return {
    ws,
    arrivals,
    unread: () => queue.splice(0),
    async next(ms = 2000) {
      const deadline = Date.now() + ms;
      while (queue.length === 0) {
        await new Promise<void>((resolve, reject) => {
          wake = resolve;
          setTimeout(() => (Date.now() >= deadline ? reject(new Error("no live message")) : resolve()), 50);
        });
      }
      return queue.shift()!;
    },
  };
}

async function castVote(city: string, shopId: string, headers: Record<string, string> = {}) {
  const res = await trpcMutation<{ shopId: string; count: number }>("votes.cast", { city, shopId }, { "cf-connecting-ip": freshIp(), ...headers });
  expect(res.status).toBe(200);
  return res;
}

async function tallyOf(city: string) {
  const { body } = await trpcQuery<{ counts: Record<string, number>; voted: string[] }>("votes.tally", { city });
  return body.result!.data;
}

describe("live votes socket", () => {
  it("sends the tallies on connect, then the new count after a cast", async () => {
    const live = await openLive("toronto");
    expect(await live.next()).toEqual({ type: "tally", ...(await tallyOf("toronto")) });

    const shop = shopOf("toronto", 0);
    const { body } = await castVote("toronto", shop);
    const count = body.result!.data.count;
    expect(await live.next()).toEqual({ type: "counts", counts: [{ shopId: shop, count }] });
    live.ws.close();
  });

  it("tells a voter's socket which shops the voter has voted for", async () => {
    const shop = shopOf("montreal", 2);
    const first = await castVote("montreal", shop);
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    const live = await openLive("montreal", { cookie });
    const tally = await live.next();
    expect(tally.type === "tally" && tally.voted).toEqual([shop]);
    live.ws.close();
  });

  it("coalesces a burst: fewer updates than casts, spaced out, ending on the last count", async () => {
    const live = await openLive("ottawa");
    await live.next();
    const shop = shopOf("ottawa", 3);
    const casts = await Promise.all(Array.from({ length: 30 }, () => castVote("ottawa", shop)));
    const last = Math.max(...casts.map((c) => c.body.result!.data.count));
    let seen = 0;
    let updates = 0;
    while (seen < last) {
      const message = await live.next();
      expect(message.type).toBe("counts");
      if (message.type === "counts") seen = message.counts.find((c) => c.shopId === shop)!.count;
      updates += 1;
    }
    expect(updates).toBeLessThan(30);
    // The object spaces its updates LIVE_FLUSH_INTERVAL_MS apart; arrival times here add delivery jitter
    // on a busy machine, so each gap is checked against half the interval (sending per cast would give
    // gaps near 0) and the whole burst against the rate: at most one update per interval, plus the first.
    const arrivals = live.arrivals.slice(1);
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(LIVE_FLUSH_INTERVAL_MS / 2);
    expect(arrivals.length - 1).toBeLessThanOrEqual(Math.floor((arrivals.at(-1)! - arrivals[0]!) / LIVE_FLUSH_INTERVAL_MS) + 1);
    live.ws.close();
  });

  it("sends each update once for the whole city: every socket hears the same messages, ending on the latest counts", async () => {
    const sockets = [await openLive("montreal"), await openLive("montreal"), await openLive("montreal")];
    for (const live of sockets) await live.next();
    const shops = [shopOf("montreal", 0), shopOf("montreal", 1)];
    const casts = await Promise.all(Array.from({ length: 20 }, (_, i) => castVote("montreal", shops[i % 2]!)));
    const last = new Map(shops.map((shop) => [shop, 0]));
    for (const cast of casts) {
      const { shopId, count } = cast.body.result!.data;
      last.set(shopId, Math.max(last.get(shopId)!, count));
    }
    const heard = await Promise.all(
      sockets.map(async (live) => {
        const messages: LiveVotesMessage[] = [];
        const latest = new Map<string, number>();
        while (shops.some((shop) => (latest.get(shop) ?? 0) < last.get(shop)!)) {
          const message = await live.next();
          messages.push(message);
          if (message.type === "counts") for (const { shopId, count } of message.counts) latest.set(shopId, count);
        }
        return messages;
      }),
    );
    // One message per tick, the same for every socket, fewer than the casts.
    expect(heard[1]).toEqual(heard[0]);
    expect(heard[2]).toEqual(heard[0]);
    expect(heard[0]!.length).toBeLessThan(casts.length);
    const { counts } = await tallyOf("montreal");
    expect(shops.map((shop) => counts[shop])).toEqual(shops.map((shop) => last.get(shop)));
    for (const live of sockets) live.ws.close();
  });

  it("tells a city's first socket after none the next cast, and one opened after the others closed", async () => {
    // Casts with nobody watching: the object notes there is no one to tell.
    await castVote("vancouver", shopOf("vancouver", 2));
    const first = await openLive("vancouver");
    await first.next();
    const shop = shopOf("vancouver", 2);
    const { body } = await castVote("vancouver", shop);
    expect(await first.next()).toEqual({ type: "counts", counts: [{ shopId: shop, count: body.result!.data.count }] });

    first.ws.close(1000, "done");
    await castVote("vancouver", shop);
    const second = await openLive("vancouver");
    await second.next();
    const again = await castVote("vancouver", shop);
    expect(await second.next()).toEqual({ type: "counts", counts: [{ shopId: shop, count: again.body.result!.data.count }] });
    second.ws.close();
  });

  it("keeps sockets through hibernation: after eviction they still get updates", async () => {
    const live = await openLive("calgary");
    await live.next();
    await evictDurableObject(stubOf("calgary"));

    const shop = shopOf("calgary", 1);
    const { body } = await castVote("calgary", shop);
    expect(await live.next()).toEqual({ type: "counts", counts: [{ shopId: shop, count: body.result!.data.count }] });

    // An object evicted before its flush alarm has forgotten what changed: woken by the alarm, it sends
    // every count (the alarm stands in for the one a burst of casts schedules).
    await runInDurableObject(stubOf("calgary"), (_instance, state) => state.storage.setAlarm(Date.now() + 60_000));
    await evictDurableObject(stubOf("calgary"));
    expect(await runDurableObjectAlarm(stubOf("calgary"))).toBe(true);
    expect(await live.next()).toEqual({
      type: "counts",
      counts: Object.entries((await tallyOf("calgary")).counts).map(([shopId, count]) => ({ shopId, count })),
    });
    live.ws.close();
  });

  it("sends nothing across cities", async () => {
    const vancouver = await openLive("vancouver");
    await vancouver.next();
    await castVote("calgary", shopOf("calgary", 4));
    const shop = shopOf("vancouver", 4);
    const { body } = await castVote("vancouver", shop);
    // The first update Vancouver hears is its own shop's.
    expect(await vancouver.next()).toEqual({ type: "counts", counts: [{ shopId: shop, count: body.result!.data.count }] });
    expect(vancouver.unread()).toEqual([]);
    vancouver.ws.close();
  });

  it(`limits open sockets per network and city (${LIMIT}), counting an IPv6 /64 as one network`, async () => {
    const sockets: LiveSocket[] = [];
    for (let i = 0; i < LIMIT; i++) sockets.push(await openLive("ottawa", { ip: `2001:db8:1:2::${(i + 1).toString(16)}` }));
    const refused = await connect(liveVotesPath("ottawa"), { origin: ORIGIN, "cf-connecting-ip": "2001:db8:1:2:ffff::9" });
    expect(refused.status).toBe(429);
    expect(refused.webSocket).toBeNull();
    expect((await refused.json<TrpcEnvelope<never>>()).error?.message).toBe("Too many live connections from your network.");
    // Another network, and another city for the same network, still connect.
    (await openLive("ottawa", { ip: "2001:db8:1:3::1" })).ws.close();
    (await openLive("toronto", { ip: "2001:db8:1:2::1" })).ws.close();

    // A closed socket frees its place.
    sockets.pop()!.ws.close(1000, "done");
    await expect
      .poll(async () => {
        const res = await connect(liveVotesPath("ottawa"), { origin: ORIGIN, "cf-connecting-ip": "2001:db8:1:2::77" });
        if (res.status === 101) res.webSocket!.accept();
        return res.status;
      })
      .toBe(101);
    for (const socket of sockets) socket.ws.close();
  });

  it("refuses foreign origins, plain requests and unknown cities", async () => {
    const foreign = await connect(liveVotesPath("toronto"), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.webSocket).toBeNull();
    expect((await foreign.json<TrpcEnvelope<never>>()).error?.message).toBe("Cross-site connections are not allowed.");
    expect((await connect(liveVotesPath("toronto"), {})).status).toBe(403);

    const plain = await fetchApp(liveVotesPath("toronto"), { headers: { origin: ORIGIN } });
    expect(plain.status).toBe(400);
    const unknown = await connect(liveVotesPath("atlantis"), { origin: ORIGIN });
    expect(unknown.status).toBe(404);
    expect((await unknown.json<TrpcEnvelope<never>>()).error).toMatchObject({ message: "Unknown coffee city.", data: { code: "NOT_FOUND" } });
  });

  it("spaces a big audience's updates further apart: 200 ms at 1,000 sockets", { timeout: 60_000 }, async () => {
    const city = coffeeCities.find((c) => c.slug === "calgary")!;
    const watcher = await openLive("calgary");
    await watcher.next();
    // 999 more sockets straight at the city's object (the route's checks are tested above), not read.
    const crowd: WebSocket[] = [];
    for (let i = 0; i < 999; i++) {
      const res = await stubOf("calgary").fetch(
        liveSocketRequest({ shopIds: city.shops.map((shop) => shop.id), voterId: null, network: `crowd-${i}`, limit: 1 }),
      );
      res.webSocket!.accept();
      crowd.push(res.webSocket!);
    }
    const shop = shopOf("calgary", 2);
    // Casts one after another for a second and a half: spaced 100 ms apart, that would be about 15 updates.
    const started = Date.now();
    let last = 0;
    while (Date.now() - started < 1500) last = (await castVote("calgary", shop)).body.result!.data.count;
    let seen = 0;
    while (seen < last) {
      const message = await watcher.next();
      if (message.type === "counts") seen = message.counts.find((c) => c.shopId === shop)!.count;
    }
    const arrivals = watcher.arrivals.slice(1);
    // Arrivals carry delivery jitter (the first update to a thousand sockets can land late), so the
    // typical gap is checked, and the whole run against the rate: at most one update per 200 ms, plus the first.
    const gaps = arrivals
      .slice(1)
      .map((t, i) => t - arrivals[i]!)
      .sort((a, b) => a - b);
    expect(gaps.length).toBeGreaterThan(2);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeGreaterThanOrEqual(LIVE_FLUSH_MAX_INTERVAL_MS * 0.75);
    expect(arrivals.length - 1).toBeLessThanOrEqual(Math.floor((arrivals.at(-1)! - arrivals[0]!) / LIVE_FLUSH_MAX_INTERVAL_MS) + 1);
    watcher.ws.close();
    for (const ws of crowd) ws.close();
  });
});
