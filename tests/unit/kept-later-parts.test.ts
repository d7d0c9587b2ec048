// The server's copy of a later part's HTML (web/lib/kept-later-parts.ts, decision 0168): kept from a
// page's HTML once drawn, per language, and only when its boundary finished.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "@shared/i18n/active-locale";
import { keepLaterParts, keptLaterPart } from "@web/lib/kept-later-parts";

/** One `hydrateLater` call's loader: whose HTML is kept. */
const owner = {};

const page = (id: string, part: string) => `<main><h1>Home</h1><div id="${id}">${part}</div><p>after</p></main><footer></footer>`;

describe("kept later parts", () => {
  afterEach(() => setLocaleSource(() => "en"));

  it("keeps a drawn part's whole boundary, nested boundaries included, and gives it back in its language only", () => {
    setLocaleSource(() => "en");
    expect(keptLaterPart("nested", owner)).toBeUndefined();
    const part = '<!--$--><section><h2>Best of</h2><!--$--><p>inner</p><!--/$--><a href="/x">x</a></section><!--/$-->';
    keepLaterParts(page("nested", part));
    expect(keptLaterPart("nested", owner)).toBe(part);
    setLocaleSource(() => "fr");
    expect(keptLaterPart("nested", owner)).toBeUndefined();
    const french = "<!--$--><section><h2>Le meilleur</h2><!--/$-->";
    keepLaterParts(page("nested", french));
    expect(keptLaterPart("nested", owner)).toBe(french);
    setLocaleSource(() => "en");
    expect(keptLaterPart("nested", owner)).toBe(part);
  });

  it("keeps nothing from a boundary that did not finish, or a page without the part", () => {
    setLocaleSource(() => "en");
    for (const [id, html] of [
      ["client-rendered", page("client-rendered", "<!--$!--><template></template><!--/$-->")],
      ["pending", page("pending", "<!--$?--><template></template><!--/$-->")],
      ["inner-failed", page("inner-failed", "<!--$--><p>a</p><!--$!--><template></template><!--/$--><!--/$-->")],
      ["unclosed", page("unclosed", "<!--$--><p>a</p>")],
      ["elsewhere", page("other-id", "<!--$--><p>a</p><!--/$-->")],
    ] as const) {
      expect(keptLaterPart(id, owner)).toBeUndefined();
      keepLaterParts(html);
      expect(keptLaterPart(id, owner), id).toBeUndefined();
    }
  });

  it("gives nothing kept from another owner (the same module evaluated again after an edit)", () => {
    setLocaleSource(() => "en");
    expect(keptLaterPart("edited", owner)).toBeUndefined();
    keepLaterParts(page("edited", "<!--$--><p>old</p><!--/$-->"));
    expect(keptLaterPart("edited", owner)).toBe("<!--$--><p>old</p><!--/$-->");
    const reloaded = {};
    expect(keptLaterPart("edited", reloaded)).toBeUndefined();
    keepLaterParts(page("edited", "<!--$--><p>new</p><!--/$-->"));
    expect(keptLaterPart("edited", reloaded)).toBe("<!--$--><p>new</p><!--/$-->");
    expect(keptLaterPart("edited", owner)).toBeUndefined();
  });

  it("keeps only the parts drawn since the last page, not every part named in a page", () => {
    setLocaleSource(() => "en");
    keepLaterParts(page("never-asked", "<!--$--><p>a</p><!--/$-->"));
    // Asked now for the first time: nothing was kept before, though a page held it.
    expect(keptLaterPart("never-asked", owner)).toBeUndefined();
  });
});
