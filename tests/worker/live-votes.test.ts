// Over HTTP: live counts travel over a WebSocket from the Worker's entry.
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { coffeeCities } from "@worker/db/seed/coffee-cities";
import { liveVotesPath, parseLiveVotesMessage, type LiveVotesMessage } from "@shared/voting/live-votes";
import { liveSocketRequest } from "@worker/features/voting/live-fanout";
import { advanceClock } from "./clock";
import { ORIGIN, fetchApp, trpcMutation, trpcQuery, type TrpcEnvelope } from "./fetch-app";

// Tests in this file share Durable Object storage: each reads counts before it acts and compares.
let nextIp = 1;
const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const shopOf = (slug: string, index: number) => coffeeCities.find((c) => c.slug === slug)!.shops[index]!.id;
const stubOf = (slug: string) => env.CITY_VOTES.get(env.CITY_VOTES.idFromName(slug));

/**
 * Rings the city's alarm now when an update waits for it (one went out less than a second ago), instead
 * of waiting out the second; answers whether one waited.
 */
const ringAlarm = (slug: string) => runDurableObjectAlarm(stubOf(slug));

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

  it("sends the first change at once, then a burst as one update when the second is up, ending on the last count", async () => {
    // The clock holds still a minute ahead, so the alarm never rings by itself here: the test rings it.
    advanceClock(60_000);
    const live = await openLive("ottawa");
    await live.next();
    const shop = shopOf("ottawa", 3);
    const first = await castVote("ottawa", shop);
    expect(await live.next()).toEqual({ type: "counts", counts: [{ shopId: shop, count: first.body.result!.data.count }] });

    const casts = await Promise.all(Array.from({ length: 30 }, () => castVote("ottawa", shop)));
    const last = Math.max(...casts.map((c) => c.body.result!.data.count));
    expect(await ringAlarm("ottawa")).toBe(true);
    // One message for the 30 casts: sending per cast would have put earlier counts first.
    expect(await live.next()).toEqual({ type: "counts", counts: [{ shopId: shop, count: last }] });
    expect(live.unread()).toEqual([]);
    live.ws.close();
  });

  it("sends each update once for the whole city: every socket hears the same messages, ending on the latest counts", async () => {
    advanceClock(60_000);
    const sockets = [await openLive("montreal"), await openLive("montreal"), await openLive("montreal")];
    for (const live of sockets) await live.next();
    const shops = [shopOf("montreal", 0), shopOf("montreal", 1)];
    const casts = await Promise.all(Array.from({ length: 20 }, (_, i) => castVote("montreal", shops[i % 2]!)));
    await ringAlarm("montreal");
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
    // The same messages for every socket, far fewer than the casts.
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
    await ringAlarm("vancouver");
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
    await ringAlarm("vancouver");
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

  it("tells every open page: 100 sockets hear the same update", { timeout: 30_000 }, async () => {
    const city = coffeeCities.find((c) => c.slug === "calgary")!;
    // Straight at the city's object (the route's checks are tested above).
    const crowd: { ws: WebSocket; heard: LiveVotesMessage[] }[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await stubOf("calgary").fetch(
        liveSocketRequest({ shopIds: city.shops.map((shop) => shop.id), voterId: null, network: `crowd-${i}`, limit: 1 }),
      );
      const socket = { ws: res.webSocket!, heard: [] as LiveVotesMessage[] };
      socket.ws.addEventListener("message", (event) => socket.heard.push(parseLiveVotesMessage(event.data)!));
      socket.ws.accept();
      crowd.push(socket);
    }
    const shop = shopOf("calgary", 2);
    const { body } = await castVote("calgary", shop);
    await ringAlarm("calgary");
    const update: LiveVotesMessage = { type: "counts", counts: [{ shopId: shop, count: body.result!.data.count }] };
    await expect
      .poll(() => crowd.filter(({ heard }) => heard.some((message) => JSON.stringify(message) === JSON.stringify(update))).length, { timeout: 3000 })
      .toBe(100);
    for (const { ws } of crowd) ws.close();
  });
});
