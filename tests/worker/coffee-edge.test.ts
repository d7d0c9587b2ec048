// Over HTTP: the edge-rendered voting pages are the subject.
// The coffee voting pages are rendered at the edge with the server's tallies: names and
// counts in the HTML, the counts in the JSON-LD, and the tally in the inlined query state, so the page
// neither shows skeletons nor asks again on load.
import { describe, expect, it } from "vitest";
import { coffeeCities } from "@worker/db/seed/coffee-cities";
import { fetchApp, trpcMutation, trpcQuery } from "./fetch-app";

const calgary = coffeeCities.find((city) => city.slug === "calgary")!;
let ip = 0;
const freshIp = () => `198.51.100.${(ip++ % 250) + 1}`;

async function page(path: string) {
  const res = await fetchApp(path);
  return { status: res.status, html: await res.text() };
}

describe("edge-rendered coffee city pages", () => {
  it("render every shop with its count, and the tally in the page state and the JSON-LD", async () => {
    const shop = calgary.shops[0]!;
    for (let n = 0; n < 3; n++) {
      const res = await trpcMutation("votes.cast", { city: "calgary", shopId: shop.id }, { "cf-connecting-ip": freshIp() });
      expect(res.status).toBe(200);
    }

    const tally = (await trpcQuery<{ counts: Record<string, number> }>("votes.tally", { city: "calgary" })).body.result!.data;
    const count = tally.counts[shop.id]!;

    const { status, html } = await page("/best-coffee-shops/calgary");
    expect(status).toBe(200);
    // The rendered app only (the page's texts and query state follow it as JSON).
    const app = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    for (const each of calgary.shops) expect(app).toContain(each.name.replace(/&/g, "&amp;"));
    // Each heart's count as the server has it (the shop voted for here included).
    for (const each of calgary.shops) {
      expect(app).toContain(`>${tally.counts[each.id]!.toLocaleString("en-CA")}<span class="sr-only"> <!-- -->votes</span>`);
    }
    expect(app).not.toContain("Loading coffee shops and votes…");

    const state = html.match(/<script type="application\/json" id="query-state">([^<]*)<\/script>/)?.[1] ?? "";
    expect(state).toContain('"tally"');
    expect(state).toContain(`"${shop.id}":${count}`);

    const jsonLd = html.match(/<script type="application\/ld\+json" data-edge-head>([^<]*)<\/script>/)?.[1] ?? "";
    expect(jsonLd).toContain(`"interactionType":"https://schema.org/VoteAction","userInteractionCount":${count}`);
  });

  it("an unknown coffee city is still the 404 page", async () => {
    const { status, html } = await page("/best-coffee-shops/atlantis");
    expect(status).toBe(404);
    expect(html).toContain("Oops! Page not found");
  });
});
