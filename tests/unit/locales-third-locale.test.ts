// Nothing but the tables of shared/i18n/locales.ts knows how many languages there are: with a
// hypothetical third locale added to them, paths, tags and every page's hreflang alternates follow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LOCALES,
  LOCALE_NAMES,
  LOCALE_PREFIXES,
  LOCALE_TAGS,
  localeOfPath,
  localeOfTag,
  localizedPath,
  otherLocales,
  pathWithoutLocale,
} from "@shared/i18n/locales";
import { alternateLinks } from "@shared/seo/head-tags";

const ORIGIN = "https://localhype.example";

describe("the locales as they ship", () => {
  it("read paths and tags", () => {
    expect(["/", "/fr", "/fr/events", "/french-toast", "/events"].map(localeOfPath)).toEqual(["en", "fr", "fr", "en", "en"]);
    expect(["fr-CA", "FR", "en-CA", "de", null, "fry"].map(localeOfTag)).toEqual(["fr", "fr", "en", "en", "en", "en"]);
    expect(otherLocales("en")).toEqual(["fr"]);
    expect(otherLocales("fr")).toEqual(["en"]);
  });
});

describe("with a third locale", () => {
  // The tables are frozen only in their types: adding an entry at run time stands for one more locale.
  const tables = {
    locales: LOCALES as unknown as string[],
    names: LOCALE_NAMES as Record<string, string>,
    tags: LOCALE_TAGS as Record<string, string>,
    prefixes: LOCALE_PREFIXES as Record<string, string>,
  };
  beforeAll(() => {
    tables.locales.push("es");
    Object.assign(tables.names, { es: "Español" });
    Object.assign(tables.tags, { es: "es-CA" });
    Object.assign(tables.prefixes, { es: "/es" });
  });
  afterAll(() => {
    tables.locales.pop();
    delete tables.names.es;
    delete tables.tags.es;
    delete tables.prefixes.es;
  });

  it("finds its pages and tags", () => {
    expect(localeOfPath("/es/events")).toBe("es");
    expect(localeOfPath("/fr/events")).toBe("fr");
    expect(pathWithoutLocale("/es/events")).toBe("/events");
    expect(localizedPath("/events", "es" as never)).toBe("/es/events");
    expect(localeOfTag("es-CA")).toBe("es");
    expect(otherLocales("fr")).toEqual(["en", "es"]);
  });

  it("is among every page's hreflang alternates", () => {
    expect(alternateLinks(ORIGIN, "/fr/events").map(({ attrs }) => [attrs.hreflang, attrs.href])).toEqual([
      ["en-CA", `${ORIGIN}/events`],
      ["fr-CA", `${ORIGIN}/fr/events`],
      ["es-CA", `${ORIGIN}/es/events`],
      ["x-default", `${ORIGIN}/events`],
    ]);
  });
});
