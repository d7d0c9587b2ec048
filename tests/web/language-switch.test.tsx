// The language switch lists every other locale: with a hypothetical third locale added to the tables
// of shared/i18n/locales.ts (and nothing else), it offers both other languages of the page.
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LanguageSwitch } from "@web/components/layout/language-switch";
import { LOCALES, LOCALE_NAMES, LOCALE_PREFIXES, LOCALE_TAGS } from "@shared/i18n/locales";

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
