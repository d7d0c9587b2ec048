// The language switch lists every other locale: with a hypothetical third locale added to the tables
// of shared/i18n/locales.ts (and nothing else), it offers both other languages of the page. A browser
// whose first language is French is offered French on English pages until it chooses.
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { offerFrench } from "@web/components/layout/french-offer";
import { LanguageSwitch } from "@web/components/layout/site-header";
import { LOCALES, LOCALE_NAMES, LOCALE_PREFIXES, LOCALE_TAGS, frenchOfferWanted } from "@shared/i18n/locales";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

function render(path: string) {
  const container = document.body.appendChild(document.createElement("div"));
  act(() => {
    createRoot(container).render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
  });
  return [...container.querySelectorAll("li > a")].map((a) => [a.getAttribute("href"), a.getAttribute("hreflang"), a.textContent]);
}

describe("the language switch", () => {
  it("links the page in the other language", () => {
    expect(render("/events?page=2")).toEqual([["/fr/events?page=2", "fr-CA", "FRFrançais"]]);
  });

  describe("with a third locale", () => {
    // The tables are frozen only in their types: adding an entry at run time stands for one more locale.
    const tables = {
      LOCALES: LOCALES as unknown as string[],
      names: LOCALE_NAMES as Record<string, string>,
      tags: LOCALE_TAGS as Record<string, string>,
      prefixes: LOCALE_PREFIXES as Record<string, string>,
    };
    beforeAll(() => {
      tables.LOCALES.push("es");
      Object.assign(tables.names, { es: "Español" });
      Object.assign(tables.tags, { es: "es-CA" });
      Object.assign(tables.prefixes, { es: "/es" });
    });
    afterAll(() => {
      tables.LOCALES.pop();
      delete tables.names.es;
      delete tables.tags.es;
      delete tables.prefixes.es;
    });

    it("renders a list of every other locale", () => {
      expect(render("/events")).toEqual([
        ["/fr/events", "fr-CA", "FRFrançais"],
        ["/es/events", "es-CA", "ESEspañol"],
      ]);
    });
  });
});

describe("the offer of French", () => {
  afterEach(() => {
    document.cookie = "lh_locale=; Path=/; Max-Age=0";
    history.replaceState(null, "", "/");
  });

  it("is wanted on an English page by a browser whose first language is French, until a language is chosen", () => {
    expect(frenchOfferWanted("en", "fr-CA", "")).toBe(true);
    expect(frenchOfferWanted("en", "fr", "lh_city=Calgary")).toBe(true);
    expect(frenchOfferWanted("en", "en-CA", "")).toBe(false);
    expect(frenchOfferWanted("en", "fr-CA", "lh_city=Calgary; lh_locale=en")).toBe(false);
    expect(frenchOfferWanted("en", "fr-CA", "lh_locale=fr")).toBe(false);
    expect(frenchOfferWanted("fr", "fr-CA", "")).toBe(false);
  });

  it("says in French that the page exists in French and links its French twin; dismissing it is remembered", () => {
    history.replaceState(null, "", "/events?page=2");
    offerFrench();
    const offer = document.querySelector("aside")!;
    expect(offer.lang).toBe("fr-CA");
    expect(offer.getAttribute("aria-label")).toBe("Version française");
    expect(offer.querySelector("p")?.textContent).toBe("Cette page existe aussi en français.");
    const link = offer.querySelector("a")!;
    expect([link.getAttribute("href"), link.hreflang, link.textContent]).toEqual(["/fr/events?page=2", "fr-CA", "Lire en français"]);
    offer.querySelector("button")!.click();
    expect(document.querySelector("aside")).toBeNull();
    expect(document.cookie).toContain("lh_locale=en");
    expect(frenchOfferWanted("en", "fr-CA", document.cookie)).toBe(false);
  });

  it("following the link remembers French, for the page shown when it is followed", () => {
    history.replaceState(null, "", "/");
    offerFrench();
    history.replaceState(null, "", "/gems");
    const link = document.querySelector("aside a") as HTMLAnchorElement;
    // The test stays on its page: the browser's own navigation is not what is checked here.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    link.click();
    expect(link.getAttribute("href")).toBe("/fr/gems");
    expect(document.cookie).toContain("lh_locale=fr");
  });
});
