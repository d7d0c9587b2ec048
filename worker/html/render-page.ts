// Edge HTML: serves the SPA's index.html for every navigation, with the route's HTTP status and <head>
// (title, description, canonical, social and geo tags, JSON-LD) written in by HTMLRewriter, so
// crawlers and link previews need no JavaScript.
import type { Context } from "hono";
import { headTags } from "@shared/seo/head-tags";
import { serializeJsonLd } from "@shared/seo/json-ld";
import { resolveEdgePage, type EdgePage } from "./page-head";

type AppContext = Context<{ Bindings: Env }>;
type PageHeadData = Extract<EdgePage, { kind: "page" }>["meta"];

export async function renderPage(c: AppContext): Promise<Response> {
  const url = new URL(c.req.url);
  const page = await resolveEdgePage(url);
  if (page.kind === "redirect") return c.redirect(page.location, 302);

  const shell = await c.env.ASSETS.fetch(new URL("/", url));
  if (!shell.ok) return shell;
  const rewritten = rewriteHead(shell, page.meta, url.origin);
  const headers = new Headers(rewritten.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The HTML varies per route and must pick up new deploys at once; hashed assets are cached long.
  headers.set("Cache-Control", "no-cache");
  return new Response(rewritten.body, { status: page.status, headers });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The <head> additions, each marked so the app can replace them with its own on boot. */
export function headHtml(meta: PageHeadData, origin: string): string {
  if ("noindex" in meta) return `<meta name="robots" content="noindex" data-edge-head>`;
  const tags = headTags(meta, origin).map(({ tag, attrs }) => {
    const attributes = Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(" ");
    return `<${tag} ${attributes} data-edge-head>`;
  });
  const jsonLd = meta.jsonLd.map(
    (data) => `<script type="application/ld+json" data-edge-head>${serializeJsonLd(data)}</script>`,
  );
  return [...tags, ...jsonLd].join("");
}

function rewriteHead(shell: Response, meta: PageHeadData, origin: string): Response {
  return new HTMLRewriter()
    .on("title", {
      element(el) {
        el.setInnerContent(meta.title);
        el.setAttribute("data-edge-head", "");
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        el.remove();
      },
    })
    .on("head", {
      element(el) {
        el.append(headHtml(meta, origin), { html: true });
      },
    })
    .transform(shell);
}
