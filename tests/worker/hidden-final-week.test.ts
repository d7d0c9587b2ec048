// A season with hide_final_week keeps its counts to itself for its last 7 days: the votes API, the live
// socket, the voting page's HTML and JSON-LD and the results page carry none, and say when results are
// revealed (the day after the close, city time); 8 days before the close they show, and after the
// close the results page shows the final ranking. Off by default.
import { env, evictDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { liveVotesPath, parseLiveVotesMessage, type LiveVotesMessage } from "@shared/voting/live-votes";
import { setClock } from "@shared/time/clock";
import { caller, outcome } from "./caller";
import { ORIGIN, fetchApp } from "./fetch-app";
import "./clock";

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
