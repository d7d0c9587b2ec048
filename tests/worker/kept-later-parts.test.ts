// Home's later sections are rendered by React once per language and then written in as kept HTML
// (web/lib/kept-later-parts.ts, decision 0168): every render of the page must give the same markup the
// first one drew, in the page's own language, so the browser hydrates against the same server HTML.
import { describe, expect, it } from "vitest";
import { fetchApp } from "./fetch-app";

// A session cookie bypasses the page cache: each request renders the page.
const render = async (path: string) => (await fetchApp(path, { headers: { accept: "text/html", cookie: "lh_session=kept-parts-test" } })).text();

/** The later sections' region: from its element to the end of <main>. */
function laterRegion(html: string): string {
  const start = html.indexOf('<div id="home-later">');
  expect(start, "the home page names its later sections").toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</main>", start));
}

/** The page's root HTML without the query state (its timestamps differ between renders). */
const rootHtml = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf("</body>")).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, "");

describe("home's later sections, kept per language", () => {
  it("render the same HTML every time, in English and in French, whatever the order", async () => {
    const [english, french, englishAgain, frenchAgain] = [await render("/"), await render("/fr"), await render("/"), await render("/fr")];
    expect(laterRegion(english)).toMatch(
      /^<div id="home-later"><!--\$--><section aria-labelledby="best-of-heading"[^>]*>.*<h2 id="best-of-heading"[^>]*>The Best of Series<\/h2>/s,
    );
    expect(laterRegion(english)).toContain('href="/submit"');
    expect(laterRegion(french)).toContain('href="/fr/submit"');
    expect(laterRegion(french)).toMatch(/<h2 id="best-of-heading"[^>]*>Les palmarès<\/h2>/);
    expect(laterRegion(french)).toContain("</section><!--/$--></div>");
    expect(rootHtml(englishAgain)).toBe(rootHtml(english));
    expect(rootHtml(frenchAgain)).toBe(rootHtml(french));
  });
});
