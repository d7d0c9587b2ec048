// Over HTTP: the beacon is a Hono route (text bodies, origins, limits).
// Real visitors' Web Vitals: the beacon endpoint counts a valid beacon into D1's daily histograms (and
// Analytics Engine where bound), refuses anything else with a clear 4xx, is rate-limited per network
// and sets no cookie; the Performance tab's summary reads p75 per route and language over 7 or 28 days.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { VITALS_BEACON_PATH } from "@shared/performance/web-vitals";
import { vitalBucket } from "@shared/performance/vitals-buckets";
import { setClock } from "@shared/time/clock";
import worker from "@worker/index";
import { adminCookie, freshIp } from "./account-helpers";
import "./clock";
import { caller, outcome } from "./caller";
import { ORIGIN, fetchApp } from "./fetch-app";

const NOW = Date.parse("2026-11-25T12:00:00Z");
const DAY = 86_400_000;

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return fetchApp(VITALS_BEACON_PATH, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", origin: ORIGIN, "cf-connecting-ip": freshIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function rows(route: string) {
  const { results } = await env.DB.prepare(
    "SELECT day, locale, metric, bucket, count FROM web_vitals_daily WHERE route = ? ORDER BY day, locale, metric, bucket",
  )
    .bind(route)
    .all();
  return results;
}

async function summary(days: 7 | 28) {
  const { cookie } = await adminCookie();
  const { status, data } = await outcome(caller({ cookie }).admin.performance.summary({ days }));
  expect(status).toBe(200);
  return data!;
}

describe("the Web Vitals beacon", () => {
  it("counts each metric in its bucket for the UTC day, and a second view adds to the same buckets", async () => {
    setClock(NOW);
    const views = {
      route: "city",
      locale: "fr",
      metrics: [
        { name: "LCP", value: 1234.5 },
        { name: "CLS", value: 0.07 },
      ],
    };
    expect((await beacon(views)).status).toBe(204);
    expect((await beacon(views)).status).toBe(204);
    expect(await rows("city")).toEqual([
      { day: "2026-11-25", locale: "fr", metric: "CLS", bucket: vitalBucket("CLS", 0.07), count: 2 },
      { day: "2026-11-25", locale: "fr", metric: "LCP", bucket: vitalBucket("LCP", 1234.5), count: 2 },
    ]);
  });

  it("sets no cookie: nobody reads a beacon back, so no D1 bookmark follows the visitor", async () => {
    const res = await beacon({ route: "home", locale: "en", metrics: [{ name: "TTFB", value: 120 }] });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["an unknown route", { route: "nowhere", locale: "en", metrics: [{ name: "LCP", value: 1 }] }],
    ["a staff page", { route: "admin", locale: "en", metrics: [{ name: "LCP", value: 1 }] }],
    ["a path instead of a route id", { route: "/stories", locale: "en", metrics: [{ name: "LCP", value: 1 }] }],
    ["an unknown language", { route: "home", locale: "de", metrics: [{ name: "LCP", value: 1 }] }],
    ["an unknown metric", { route: "home", locale: "en", metrics: [{ name: "FID", value: 1 }] }],
    ["a negative value", { route: "home", locale: "en", metrics: [{ name: "INP", value: -5 }] }],
    ["a value past the metric's maximum", { route: "home", locale: "en", metrics: [{ name: "CLS", value: 101 }] }],
    [
      "a metric twice",
      {
        route: "home",
        locale: "en",
        metrics: [
          { name: "LCP", value: 1 },
          { name: "LCP", value: 2 },
        ],
      },
    ],
    ["no metrics", { route: "home", locale: "en", metrics: [] }],
    ["an extra field", { route: "home", locale: "en", metrics: [{ name: "LCP", value: 1 }], url: "https://example.com/me" }],
  ])("refuses %s with 400 and a clear message, counting nothing", async (_, body) => {
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: "This performance report is not valid." } });
    expect(await rows("home").then((found) => found.filter((row) => row.metric !== "TTFB"))).toEqual([]);
  });

  it("answers in the page's language", async () => {
    const res = await beacon("{", { "x-locale": "fr" });
    expect(await res.json()).toMatchObject({ error: { message: "Ce rapport de performance n’est pas valide." } });
  });

  it("refuses a cross-site beacon (403) and an oversized one (413)", async () => {
    expect(
      (await beacon({ route: "home", locale: "en", metrics: [{ name: "LCP", value: 1 }] }, { origin: "https://elsewhere.example" })).status,
    ).toBe(403);
    expect((await beacon(`{"route":"home","locale":"en","metrics":[],"pad":"${"x".repeat(2000)}"}`)).status).toBe(413);
  });

  it("drops a network's beacons past RATE_LIMIT_VITALS with 429", async () => {
    const ip = freshIp();
    const send = async () => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(new URL(VITALS_BEACON_PATH, ORIGIN), {
          method: "POST",
          headers: { origin: ORIGIN, "cf-connecting-ip": ip },
          body: JSON.stringify({ route: "search", locale: "en", metrics: [{ name: "LCP", value: 900 }] }),
        }),
        { ...env, RATE_LIMIT_VITALS: "2/600" },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res.status;
    };
    expect([await send(), await send(), await send()]).toEqual([204, 204, 429]);
    expect(await rows("search")).toEqual([expect.objectContaining({ metric: "LCP", count: 2 })]);
  });

  it("also writes raw points to Analytics Engine where a dataset is bound", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset: AnalyticsEngineDataset = { writeDataPoint: (point) => void points.push(point!) };
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(new URL(VITALS_BEACON_PATH, ORIGIN), {
        method: "POST",
        headers: { origin: ORIGIN, "cf-connecting-ip": freshIp() },
        body: JSON.stringify({
          route: "submit",
          locale: "fr",
          metrics: [
            { name: "INP", value: 88 },
            { name: "TTFB", value: 310 },
          ],
        }),
      }),
      { ...env, WEB_VITALS_ANALYTICS: dataset },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(204);
    expect(points).toEqual([
      { indexes: ["submit"], blobs: ["submit", "fr", "INP"], doubles: [88] },
      { indexes: ["submit"], blobs: ["submit", "fr", "TTFB"], doubles: [310] },
    ]);
    // D1 keeps counting: the Performance tab reads it.
    expect((await rows("submit")).map((row) => row.metric)).toEqual(["INP", "TTFB"]);
  });
});

describe("the Performance tab's summary", () => {
  it("gives p75 per route and language with its rating, over 7 or 28 days", async () => {
    // Eight views of the privacy page in English, eight days ago: LCP 1 s … 8 s.
    setClock(NOW - 8 * DAY);
    for (let i = 1; i <= 8; i++) await beacon({ route: "privacy", locale: "en", metrics: [{ name: "LCP", value: i * 1000 }] });
    // Today: four views, LCP 500 ms and CLS 0.3 each, in French.
    setClock(NOW);
    for (let i = 0; i < 4; i++)
      await beacon({
        route: "privacy",
        locale: "fr",
        metrics: [
          { name: "LCP", value: 500 },
          { name: "CLS", value: 0.3 },
        ],
      });

    const month = (await summary(28)).filter((row) => row.route === "privacy");
    expect(month).toEqual([
      {
        route: "privacy",
        locale: "en",
        // The 6th of 8 views (75 %): 6 s, poor.
        metrics: { LCP: { p75: 6000, over: false, views: 8, rating: "poor" }, INP: null, CLS: null, TTFB: null },
      },
      {
        route: "privacy",
        locale: "fr",
        metrics: {
          LCP: { p75: 500, over: false, views: 4, rating: "good" },
          INP: null,
          CLS: { p75: 0.3, over: false, views: 4, rating: "poor" },
          TTFB: null,
        },
      },
    ]);
    // Eight days ago is outside the last 7 days.
    expect((await summary(7)).filter((row) => row.route === "privacy").map((row) => row.locale)).toEqual(["fr"]);
  });

  it("refuses a period other than 7 or 28 days", async () => {
    const { cookie } = await adminCookie();
    // @ts-expect-error -- a period the schema does not offer is what this sends
    const { status } = await outcome(caller({ cookie }).admin.performance.summary({ days: 30 }));
    expect(status).toBe(400);
  });
});
