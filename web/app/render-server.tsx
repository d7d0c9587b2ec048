// Server rendering entry, used by the Worker for public pages: the same tree as main.tsx, with the
// router fixed to the requested URL and React Query seeded with the answers the edge already has.
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import type { RenderAppHtml } from "@shared/ssr-contract";
import { seedQueries } from "@web/lib/route-data";
import { AppRoutes } from "./app-routes";
import { AppProviders, createQueryClient } from "./providers";

export const renderAppHtml: RenderAppHtml = async (url, origin, routeData) => {
  const queryClient = createQueryClient();
  seedQueries(queryClient, routeData);
  const stream = await renderToReadableStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders queryClient={queryClient} origin={origin}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => console.error("Server render failed", error) },
  );
  // Wait for lazy screens so the HTML holds the whole page, not a Suspense fallback.
  await stream.allReady;
  return new Response(stream).text();
};
