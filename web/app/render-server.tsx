// Server rendering entry, used by the Worker for public pages: the same tree as main.tsx, with the
// router fixed to the requested URL and React Query hydrated from the first view's state, exactly as
// the browser will be. The Worker also reaches the route modules (first view, head, cache policy) through
// this one entry.
import { hydrate } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { LOCALE_PREFIXES, localeOfPath } from "@shared/i18n/locales";
import type { RenderAppHtml } from "@shared/ssr-contract";
import { AppRoutes, preloadScreen } from "./app-routes";
import { AppProviders, createQueryClient } from "./providers";
import { hasUnfinishedBoundary, keepLaterParts } from "@web/lib/kept-later-parts";

export { loadRoute, textBundlesFor } from "./app-routes";
export * from "@web/lib/route-module";

export const renderAppHtml: RenderAppHtml = async (url, origin, state, myCity) => {
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  // With the screen loaded first, nothing suspends: the HTML holds the screen itself, with no
  // fallback and no inline script swapping content in.
  // The locale itself is the request's (the Worker runs this inside it); the router only needs the prefix.
  const { pathname } = new URL(url, origin);
  await preloadScreen(pathname);
  const app = (
    <StrictMode>
      <StaticRouter location={url} basename={LOCALE_PREFIXES[localeOfPath(pathname)]}>
        <AppProviders queryClient={queryClient} origin={origin} myCity={myCity}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>
  );
  // The same HTML for a quarter less CPU than the stream (no chunk encoded to bytes and decoded back:
  // decision 0168) whenever nothing suspends, which is every render once the isolate has loaded the
  // page's lazy parts (home's later sections). Until then, the stream, which waits for them.
  const quick = renderToString(app);
  // A boundary renderToString could not finish comes out client-rendered; the stream waits and writes it whole.
  const html = hasUnfinishedBoundary(quick) ? await renderToStream(app) : quick;
  keepLaterParts(html);
  return html;
};

async function renderToStream(app: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(app, {
    onError: (error) => console.error("Server render failed", error),
    // Large boundaries would otherwise be "outlined": sent after a fallback and swapped in by an
    // inline script. One complete document is what we want (and a strict CSP allows no inline script).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  await stream.allReady;
  return new Response(stream).text();
}
