// A path taken from a request and written back into a link (the language switch, the 503 page's "Try
// again") always stays on this site: "//host" and "/\host" would send a browser elsewhere.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES, localizedPath, pathWithoutLocale, sameSitePath } from "@shared/i18n/locales";

const ORIGIN = "https://localhype.example";
const staysHere = (href: string) => new URL(href, `${ORIGIN}/fr/events`).origin === ORIGIN && /^\/(?![\\/])/.test(href);

describe("same-site paths", () => {
  it("collapse leading slashes and backslashes", () => {
    expect(sameSitePath("//evil.example/login")).toBe("/evil.example/login");
    expect(sameSitePath("/\\evil.example")).toBe("/evil.example");
    expect(sameSitePath("\\\\/evil.example")).toBe("/evil.example");
    expect(sameSitePath("/events?city=Toronto")).toBe("/events?city=Toronto");
  });

  it("the language switch's target of /fr//evil.example/login is a path here", () => {
    expect(pathWithoutLocale("/fr//evil.example/login")).toBe("/evil.example/login");
    expect(localizedPath(pathWithoutLocale("/fr//evil.example/login"), "en")).toBe("/evil.example/login");
    expect(localizedPath("//evil.example/login", "fr")).toBe("/fr/evil.example/login");
  });

  it("never leads off the site, whatever the path (fuzzed)", () => {
    const segment = fc.stringMatching(/^[a-z0-9./\\:@%?#-]{0,30}$/);
    fc.assert(
      fc.property(segment, fc.constantFrom(...LOCALES), fc.constantFrom("", "/fr", "/fr/", "//", "/\\"), (rest, target, start) => {
        const requested = `${start}${rest}`.startsWith("/") ? `${start}${rest}` : `/${start}${rest}`;
        const href = localizedPath(pathWithoutLocale(requested), target);
        expect(staysHere(href), href).toBe(true);
      }),
      { numRuns: 500, seed: 42 },
    );
  });
});
