// /submit is rendered at the edge (decision 0167): its heading and the form's labels are in the HTML the
// page cache keeps, in the page's language, before any script runs. The fields only some types have
// (an event's schedule, a place's hours) are not: no type is chosen yet, and their code loads on demand.
import { describe, expect, it } from "vitest";
import { MY_CITY_COOKIE } from "@shared/places/my-city-cookie";
import { edgeScreen } from "./fetch-app";

const label = (text: string) => new RegExp(`<label for="[^"]+"[^>]*>${text}`);

describe("/submit at the edge", () => {
  it("carries the heading and the form's labels in English", async () => {
    const main = await edgeScreen("/submit");
    expect(main).toMatch(/<h1[^>]*>Submit Content<\/h1>/);
    expect(main).toContain("Share a hidden gem, a local story, an event or your business with your city.");
    for (const text of ["Your name", "Email", "Title", "Content type", "Description", "City", "Location", "Tags"]) {
      expect(main, text).toMatch(label(text));
    }
    expect(main).toContain("Promote your listing (optional)");
    // Disabled until the code that sends it runs (the browser would send it as a GET, e-mail in the address).
    expect(main).toMatch(/<button type="submit" disabled=""[^>]*>Submit for Free<\/button>/);
    expect(main).toContain('<span class="text-brand-700">$39</span>');
    // No type chosen: neither the schedule nor the opening hours are drawn.
    expect(main).not.toContain("data-hours");
    expect(main).not.toMatch(/Repeat|Opening hours/);
  });

  it("carries them in French on /fr/submit", async () => {
    const main = await edgeScreen("/fr/submit");
    expect(main).toMatch(/<h1[^>]*>Proposer du contenu<\/h1>/);
    expect(main).toContain("Faites découvrir à votre ville un trésor caché");
    for (const text of ["Votre nom", "Courriel", "Titre", "Type de contenu", "Description", "Ville"]) {
      expect(main, text).toMatch(label(text));
    }
    expect(main).toContain("Faites la promotion de votre fiche (facultatif)");
    expect(main).toMatch(/<button type="submit"[^>]*>Soumettre gratuitement<\/button>/);
    expect(main).toContain('<span class="text-brand-700">39\u00a0$</span>');
  });

  it("starts the city at my city, as the browser's first render does", async () => {
    const main = await edgeScreen("/submit", { cookie: `${MY_CITY_COOKIE}=Ottawa` });
    expect(main).toMatch(/<select[^>]*name="city"[^>]*>.*<option value="Ottawa" selected="">Ottawa<\/option>/s);
    expect(await edgeScreen("/submit")).not.toMatch(/<option value="Ottawa" selected/);
  });
});
