// Edge HTML: serves the SPA's index.html for every navigation, with the route's HTTP status and
// head (title, meta) written in by HTMLRewriter so crawlers and link previews need no JavaScript.
import type { Context } from "hono";
import { resolvePageHead, type PageHead } from "./page-head";

type AppContext = Context<{ Bindings: Env }>;

export async function renderPage(c: AppContext): Promise<Response> {
  const url = new URL(c.req.url);
  const shell = await c.env.ASSETS.fetch(new URL("/", url));
  if (!shell.ok) return shell;
  const head = resolvePageHead(url.pathname);
  const rewritten = rewriteHead(shell, head);
  const headers = new Headers(rewritten.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The HTML varies per route and must pick up new deploys at once; hashed assets are cached long.
  headers.set("Cache-Control", "no-cache");
  return new Response(rewritten.body, { status: head.status, headers });
}

function rewriteHead(shell: Response, head: PageHead): Response {
  return new HTMLRewriter()
    .on("title", {
      element(el) {
        el.setInnerContent(head.title);
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        if (head.description) el.setAttribute("content", head.description);
        else el.remove();
      },
    })
    .transform(shell);
}
