// Over HTTP: the locale comes from the URL or the X-Locale header, as the Worker's entry reads them.
// The French twin of every public page at the edge: the locale comes from the URL (pages)
// or the X-Locale header (API calls), every page names its twin and x-default reciprocally, the
// sitemap and the feeds come in both languages, the page's texts are inlined in its own language only,
// and the home address remembers a visitor's chosen language without redirecting anyone else.
import { describe, expect, it } from "vitest";
import { ALL_TEXTS } from "@shared/all-texts";
import { fetchApp, ORIGIN, trpcMutation, trpcQuery, type RouterOutputs } from "./fetch-app";

type Card = RouterOutputs["listings"]["list"]["items"][number];

async function html(path: string, init?: RequestInit) {
  const res = await fetchApp(path, init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** hreflang → href of a page's alternate links. */
function alternates(page: string): Record<string, string> {
  return Object.fromEntries([...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, match[2]!]));
}

async function someCards(): Promise<Card[]> {
  const { body } = await trpcQuery<RouterOutputs["listings"]["list"]>("listings.list", { type: "story", city: "Montreal" });
  return body.result!.data.items;
}

const PUBLIC_PATHS = async () => {
  const [story] = await someCards();
  return [
    "/",
    "/stories",
    "/events",
    "/gems",
    "/shop",
    story!.path,
    "/city/Toronto",
    "/search?q=coffee",
    "/submit",
    "/best-coffee-shops",
    "/best-coffee-shops/montreal",
    "/login",
    "/no-such-page",
  ];
};

describe("French pages at the edge", () => {
  it("name a list's city filter as the site spells it, whatever spelling the link carried", async () => {
    for (const param of ["montreal", "Montr%C3%A9al", "Montreal"]) {
      const page = await html(`/fr/events?city=${param}`);
      expect(page.text, param).toContain(">Montréal seulement</button>");
    }
    expect((await html("/gems?city=montreal")).text).toContain(">Only Montreal</button>");
  });

  it("are French documents with French metadata, and English pages stay English", async () => {
    const french = await html("/fr");
    expect(french.status).toBe(200);
    expect(french.text).toContain('<html lang="fr-CA"');
    expect(french.text).toContain('<meta property="og:locale" content="fr_CA"');
    expect(french.text).toContain('<meta property="og:locale:alternate" content="en_CA"');
    expect(french.text).toContain(`<link rel="canonical" href="${ORIGIN}/fr"`);
    expect(french.text).toContain("Découvrez ce qui bouge dans votre ville");
    expect(french.text).toContain('"inLanguage":"fr-CA"');
    const english = await html("/");
    expect(english.text).toContain('<html lang="en-CA"');
    expect(english.text).toContain('<meta property="og:locale" content="en_CA"');
    expect(english.text).toContain("Discover what&#x27;s hot in your city");
  });

  it("name their twin and x-default on every route, and the twin names them back", async () => {
    for (const path of await PUBLIC_PATHS()) {
      const frenchPath = path === "/" ? "/fr" : `/fr${path}`;
      for (const [self, twin] of [
        [path, frenchPath],
        [frenchPath, path],
      ] as const) {
        const links = alternates((await html(self)).text);
        const expected = { "en-CA": `${ORIGIN}${path}`, "fr-CA": `${ORIGIN}${frenchPath}`, "x-default": `${ORIGIN}${path}` };
        expect(links, self).toEqual(expected);
        // Reciprocal: the twin lists exactly the same set.
        expect(alternates((await html(twin)).text), twin).toEqual(expected);
      }
    }
  });

  it("inline the page's texts in its own language only", async () => {
    const french = (await html("/fr")).text;
    const inlined = JSON.parse(french.match(/<script type="application\/json" id="page-texts">(.*?)<\/script>/)![1]!) as {
      bundles: string[];
      texts: Record<string, unknown>;
    };
    expect(inlined.bundles).toEqual(["core", "home"]);
    expect(inlined.texts.common).toEqual(ALL_TEXTS.fr.common);
    expect(inlined.texts.home).toEqual(ALL_TEXTS.fr.home);
    expect(french).not.toContain(ALL_TEXTS.en.home.heroIntro.replaceAll("'", "\\u0027"));
    expect(french).not.toContain(JSON.stringify(ALL_TEXTS.en.common.errors.unavailableText).slice(1, -1));
  });

  it("show a listing's French text where it has one, and mark English text where it has not", async () => {
    const [story] = await someCards();
    const page = (await html(`/fr${story!.path}`)).text;
    expect(page).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    expect(page.match(/<h1[^>]*>/)![0]).not.toContain("lang=");
    const gem = (await trpcQuery<RouterOutputs["listings"]["list"]>("listings.list", { type: "gem", city: "Vancouver" })).body.result!.data.items[0]!;
    const english = (await html(`/fr${gem.path}`)).text;
    expect(english.match(/<h1[^>]*>/)![0]).toContain('lang="en-CA"');
  });

  it("answer the API in the caller's language: texts, listings and errors", async () => {
    const { body } = await trpcQuery<RouterOutputs["listings"]["list"]>("listings.list", { type: "story", city: "Montreal" }, { "X-Locale": "fr" });
    const frenchCard = body.result!.data.items[0]!;
    const englishCard = (await someCards())[0]!;
    expect(frenchCard.id).toBe(englishCard.id);
    expect(frenchCard.title).not.toBe(englishCard.title);
    expect(frenchCard.language).toBe("fr");
    const refused = await trpcMutation("submissions.create", { title: "" }, { "X-Locale": "fr", "cf-connecting-ip": "203.0.113.77" });
    expect(refused.status).toBe(400);
    expect(refused.body.error!.data.fieldErrors!.title).toEqual(["Le champ «\u00a0Titre\u00a0» est obligatoire."]);
  });

  it("name every refusal's reason by text key and parameters, beside the message in the caller's language", async () => {
    const vote = { city: "montreal", shopId: "no-such-shop" };
    const french = await trpcMutation("votes.cast", vote, { "X-Locale": "fr", "cf-connecting-ip": "203.0.113.78" });
    expect(french.status).toBe(400);
    expect(french.body.error!.message).toBe(ALL_TEXTS.fr.voting.unknownShop);
    expect(french.body.error!.data).toMatchObject({ code: "BAD_REQUEST", text: { key: "voting.unknownShop", params: {} } });
    const english = await trpcMutation("votes.cast", vote, { "cf-connecting-ip": "203.0.113.79" });
    expect(english.body.error!.message).toBe("Unknown coffee shop.");
    expect(english.body.error!.data).toMatchObject({ text: { key: "voting.unknownShop", params: {} } });
    // Outside tRPC too (the upload route, the /api 404): the same envelope.
    const upload = await fetchApp("/api/uploads", {
      method: "POST",
      headers: { "content-type": "image/png", origin: ORIGIN, "X-Locale": "fr", "cf-connecting-ip": "203.0.113.80" },
      body: new Uint8Array(0),
    });
    const body = await upload.json<{ error: { message: string; data: { text: unknown } } }>();
    expect(upload.status).toBe(400);
    expect(body.error.message).toBe(ALL_TEXTS.fr.validation.imageEmpty);
    expect(body.error.data.text).toEqual({ key: "validation.imageEmpty", params: {} });
  });
});

describe("the sitemap and the feeds in both languages", () => {
  it("list every page in English and French, each with its alternates", async () => {
    const xml = (await html("/sitemap-pages.xml")).text;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<url><loc>${ORIGIN}/events</loc>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/fr/events</loc>`);
    const entry = xml.match(new RegExp(`<url><loc>${ORIGIN}/fr/events</loc>(.*?)</url>`))![1]!;
    expect(entry).toBe(
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${ORIGIN}/events"/>` +
        `<xhtml:link rel="alternate" hreflang="fr-CA" href="${ORIGIN}/fr/events"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/events"/>`,
    );
    const listings = (await html("/sitemap-listings.xml?page=1")).text;
    const [story] = await someCards();
    expect(listings).toContain(`<loc>${ORIGIN}${story!.path}</loc>`);
    expect(listings).toContain(`<loc>${ORIGIN}/fr${story!.path}</loc>`);
  });

  it("serve French feeds under /fr: titles, texts and links in French", async () => {
    const atom = (await html("/fr/feeds/city/montreal.atom")).text;
    expect(atom).toContain("<title>Local Hype : nouveautés à Montréal</title>".replace(" :", "\u00a0:"));
    expect(atom).toContain(`${ORIGIN}/fr/stories/montreal/`);
    const [story] = await trpcQuery<RouterOutputs["listings"]["list"]>(
      "listings.list",
      { type: "story", city: "Montreal" },
      { "X-Locale": "fr" },
    ).then(({ body }) => body.result!.data.items);
    expect(atom).toContain(story!.title.replaceAll("'", "&apos;").replaceAll("&", "&amp;").slice(0, 20));
    const calendar = (await html("/fr/feeds/events.ics")).text;
    expect(calendar).toContain("X-WR-CALNAME:Événements Local Hype");
    expect(calendar).toContain(`URL:${ORIGIN}/fr/events/`);
    // The English feeds are unchanged.
    expect((await html("/feeds/city/montreal.atom")).text).toContain("<title>Local Hype: new in Montreal</title>");
  });
});

describe("the remembered language", () => {
  it("opens the home address in French for a visitor who chose French, and nothing else moves", async () => {
    const chosen = await fetchApp("/", { headers: { Cookie: "lh_locale=fr" }, redirect: "manual" });
    expect(chosen.status).toBe(302);
    expect(new URL(chosen.headers.get("Location")!, ORIGIN).pathname).toBe("/fr");
    expect((await fetchApp("/", { headers: { Cookie: "lh_locale=en" } })).status).toBe(200);
    expect((await fetchApp("/", { headers: { "Accept-Language": "fr-CA,fr;q=0.9" } })).status).toBe(200);
    const other = await fetchApp("/events", { headers: { Cookie: "lh_locale=fr" }, redirect: "manual" });
    expect(other.status).toBe(200);
  });
});
