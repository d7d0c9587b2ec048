// The shell every page fills (worker/html/shell-template.ts): cut once per isolate and language from the
// built index.html, filled with a page's parts it gives byte for byte what rewriting index.html with
// HTMLRewriter per page gave, escaping included; a failed read is not kept, and a shell without a slot's
// element is refused.
import { createExecutionContext, env } from "cloudflare:test";
import { CONTENT_VERSION_ATTRIBUTE, MY_CITY_ATTRIBUTE } from "@shared/ssr-contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cutShell, fillShell, type ShellFill, shellTemplate } from "@worker/html/shell-template";
import { ORIGIN } from "./fetch-app";
import worker from "@worker/index";

const INDEX_HTML = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <title>Local Hype</title>
    <meta name="description" content="The build's own." />
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const shell = (html = INDEX_HTML) => new Response(html, { headers: { "content-type": "text/html", etag: '"abc"', "x-kept": "1" } });

/** What render-page.ts did per page before the template: the reference the template must equal. */
function rewritten(html: string, locale: "en" | "fr", fill: ShellFill) {
  return new HTMLRewriter()
    .on("html", {
      element(el) {
        el.setAttribute("lang", locale === "fr" ? "fr-CA" : "en-CA");
        if (fill.myCity) el.setAttribute(MY_CITY_ATTRIBUTE, fill.myCity);
        if (fill.contentVersion !== null) el.setAttribute(CONTENT_VERSION_ATTRIBUTE, String(fill.contentVersion));
      },
    })
    .on("title", {
      element(el) {
        el.setInnerContent(fill.title);
        el.setAttribute("data-edge-head", "");
      },
    })
    .on('link[rel="manifest"]', {
      element(el) {
        if (locale === "fr") el.setAttribute("href", "/manifest-fr.webmanifest");
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        el.remove();
      },
    })
    .on("head", {
      element(el) {
        el.append(fill.head, { html: true });
      },
    })
    .on("div#root", {
      element(el) {
        if (fill.root) el.setInnerContent(fill.root, { html: true });
      },
    })
    .on("body", {
      element(el) {
        el.append(fill.body, { html: true });
      },
    })
    .transform(shell(html))
    .text();
}

const fills: ShellFill[] = [
  {
    myCity: `St. John's "East" & <more>`,
    contentVersion: 42,
    title: `Cafés & "bars" in St. John's <NL> – ≥ 5 'stars'`,
    head: '<meta name="robots" content="noindex" data-edge-head><link rel="canonical" href="https://example.com/a?b=1&amp;c=2">',
    root: "<main><h1>Tom &amp; Jerry&#39;s</h1><p>$&amp; $1 $$</p></main>",
    body: '<script type="application/json" id="query-state">{"a":"\\u003c/script>$&"}</script>',
  },
  { myCity: null, contentVersion: null, title: "Local Hype", head: "", root: "", body: "" },
];

describe("the shell template", () => {
  it("fills to exactly what rewriting the shell per page gave, in both languages", async () => {
    for (const locale of ["en", "fr"] as const) {
      const template = await cutShell(shell(), locale);
      for (const fill of fills) expect(fillShell(template, fill), `${locale} ${fill.title}`).toBe(await rewritten(INDEX_HTML, locale, fill));
    }
    // The built index.html too.
    const built = await (await env.ASSETS.fetch(new URL("/", ORIGIN))).text();
    const template = await cutShell(new Response(built), "fr");
    expect(fillShell(template, fills[0]!)).toBe(await rewritten(built, "fr", fills[0]!));
  });

  it("keeps the asset's headers but its validator and length, which name index.html", async () => {
    const template = await cutShell(shell(), "en");
    expect(Object.fromEntries(template.headers.entries())).toEqual({ "content-type": "text/html", "x-kept": "1" });
  });

  it("reads index.html once per isolate and language, and keeps no failed read", async () => {
    const read = vi.fn<(input: Request | string | URL) => Promise<Response>>();
    const assets = { fetch: read } as unknown as Fetcher;
    read.mockResolvedValueOnce(new Response("Not Found", { status: 404 }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await shellTemplate(assets, ORIGIN, "en")).toBeNull();
    expect(logged).toHaveBeenCalledWith("The app's index.html is not among the static assets (404): was the app built before deploying?");
    logged.mockRestore();
    read.mockImplementation(() => Promise.resolve(shell()));
    const [en, again, fr] = await Promise.all([
      shellTemplate(assets, ORIGIN, "en"),
      shellTemplate(assets, ORIGIN, "en"),
      shellTemplate(assets, ORIGIN, "fr"),
    ]);
    expect(en).toBe(again);
    expect(await shellTemplate(assets, ORIGIN, "en")).toBe(en);
    expect(fr?.parts.join("")).toContain('href="/manifest-fr.webmanifest"');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("refuses a shell without a slot's element", async () => {
    await expect(cutShell(shell(INDEX_HTML.replace('<div id="root"></div>', "")), "en")).rejects.toThrow(
      "index.html has the slots lang,title,head,body, not lang,title,head,root,body",
    );
  });
});

describe("a deploy without the built app", () => {
  // A deploy without the built app (no index.html among the static assets): every page answers the 503
  // page in the visitor's language, with the cause in the log, never the assets' own answer nor a 500.
  /** The Worker with a static-assets binding that holds nothing, as a deploy without `vite build` would. */
  const withoutShell = (path: string) =>
    worker.fetch(
      new Request(new URL(path, ORIGIN), { headers: { accept: "text/html" } }),
      { ...env, ASSETS: { fetch: () => Promise.resolve(new Response("Not Found", { status: 404 })) } as unknown as Fetcher },
      createExecutionContext(),
    );

  afterEach(() => vi.restoreAllMocks());

  describe("a deploy without the app's index.html", () => {
    it("answers the 503 page in English and French, and logs why", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const en = await withoutShell("/privacy");
      expect(en.status).toBe(503);
      expect(en.headers.get("retry-after")).toBe("60");
      const page = await en.text();
      expect(page).toContain("<h1>We&#39;ll be right back</h1>");
      expect(page).toContain('href="/privacy"');
      expect(logged).toHaveBeenCalledWith("The app's index.html is not among the static assets (404): was the app built before deploying?");

      const fr = await withoutShell("/fr/privacy");
      expect(fr.status).toBe(503);
      expect(await fr.text()).toContain("<h1>Nous revenons dans un instant</h1>");
    });
  });
});
