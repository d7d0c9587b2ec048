// Over HTTP: the edge-rendered nominate page is the subject.
// /best-coffee-shops/nominate is rendered at the edge (decision 0171): its heading, the form's labelled
// fields, the ballot's cities as the city's options (the link's `?city=` chosen) and the way back are in
// the HTML the page cache keeps, in the page's language, before any script runs.
import { describe, expect, it } from "vitest";
import { edgeScreen, fetchApp, inlinedQueries, trpcQuery } from "./fetch-app";

const label = (text: string) => new RegExp(`<label for="[^"]+"[^>]*>${text}<span aria-hidden="true"[^>]*>\\*</span></label>`);
const optionalLabel = (text: string) => new RegExp(`<label for="[^"]+"[^>]*>${text}</label>`);
/** The city select's options, as value, shown name and whether it is chosen. */
function cityOptions(main: string) {
  const select = main.match(/<select[^>]*name="city"[^>]*>(.*?)<\/select>/s)?.[1] ?? "";
  return [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map(([, value, selected, name]) => ({
    value,
    name,
    selected: selected !== undefined,
  }));
}

describe("/best-coffee-shops/nominate at the edge", () => {
  it("carries the heading, the labelled fields, the ballot's cities and the way back in English", async () => {
    const main = await edgeScreen("/best-coffee-shops/nominate");
    expect(main).toMatch(/<h1[^>]*>Nominate a coffee shop<\/h1>/);
    expect(main).toContain("Know an independent coffee shop that belongs on our Best Coffee Shops ballot?");
    for (const text of ["Shop name", "City", "Street address", "Why it deserves a place", "Your e-mail"]) expect(main, text).toMatch(label(text));
    expect(main).toMatch(optionalLabel("Website"));
    // Disabled until the code that sends it runs (the browser would send it as a GET, e-mail in the address).
    expect(main).toMatch(/<button type="submit" disabled=""[^>]*>Send nomination<\/button>/);
    expect(main).not.toContain('aria-busy="true"');
    expect(cityOptions(main)).toEqual([
      { value: "", name: "Choose a city", selected: true },
      { value: "vancouver", name: "Vancouver", selected: false },
      { value: "calgary", name: "Calgary", selected: false },
      { value: "toronto", name: "Toronto", selected: false },
      { value: "montreal", name: "Montreal", selected: false },
      { value: "ottawa", name: "Ottawa", selected: false },
    ]);
    expect(main).toMatch(/<a[^>]*href="\/best-coffee-shops"[^>]*>Back to the Best Coffee Shops<\/a>/);
  });

  it("carries them in French on /fr/…", async () => {
    const main = await edgeScreen("/fr/best-coffee-shops/nominate");
    expect(main).toMatch(/<h1[^>]*>Proposer un café<\/h1>/);
    expect(main).toContain("Vous connaissez un café indépendant qui mérite sa place au palmarès des meilleurs cafés?");
    for (const text of ["Nom du café", "Ville", "Adresse", "Pourquoi il mérite sa place", "Votre courriel"]) expect(main, text).toMatch(label(text));
    expect(main).toMatch(optionalLabel("Site web"));
    expect(main).toMatch(/<button type="submit"[^>]*>Envoyer la proposition<\/button>/);
    expect(cityOptions(main).map(({ value, name }) => `${value}:${name}`)).toEqual([
      ":Choisissez une ville",
      "vancouver:Vancouver",
      "calgary:Calgary",
      "toronto:Toronto",
      "montreal:Montréal",
      "ottawa:Ottawa",
    ]);
    expect(main).toMatch(/<a[^>]*href="\/fr\/best-coffee-shops"[^>]*>Retour aux meilleurs cafés<\/a>/);
  });

  it("chooses the city the link names, in both languages, and the prompt for a city not on the ballot", async () => {
    const chosen = async (path: string) => cityOptions(await edgeScreen(path)).filter((option) => option.selected);
    expect(await chosen("/best-coffee-shops/nominate?city=toronto")).toEqual([{ value: "toronto", name: "Toronto", selected: true }]);
    expect(await chosen("/fr/best-coffee-shops/nominate?city=montreal")).toEqual([{ value: "montreal", name: "Montréal", selected: true }]);
    expect(await chosen("/best-coffee-shops/nominate?city=atlantis")).toEqual([{ value: "", name: "Choose a city", selected: true }]);
  });

  it("inlines only the choices the form needs: each city's slug and name, in the page's language", async () => {
    const text = await (await fetchApp("/fr/best-coffee-shops/nominate", { headers: { accept: "text/html" } })).text();
    const queries = inlinedQueries(text);
    const choices = [
      { slug: "vancouver", city: "Vancouver" },
      { slug: "calgary", city: "Calgary" },
      { slug: "toronto", city: "Toronto" },
      { slug: "montreal", city: "Montréal" },
      { slug: "ottawa", city: "Ottawa" },
    ];
    expect(queries?.map((query) => query.queryKey)).toEqual([[["ballots", "choices"], { type: "query" }]]);
    expect(queries?.[0]?.state.data).toEqual(choices);
    // Not the ballot's shops and texts, which the landing page's own answer carries.
    expect(text).not.toContain("Meilleurs cafés à Montréal");
    expect((await trpcQuery("ballots.choices", undefined, { "X-Locale": "fr" })).body.result?.data).toEqual(choices);
  });
});
