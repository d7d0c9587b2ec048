// Security headers on every Worker response. The Content-Security-Policy allows scripts from our own
// origin only: the HTML carries no inline script (route data and JSON-LD are non-executable JSON).
// Styles allow 'unsafe-inline' because the toast library injects a <style> element at run time and
// React sets a few style attributes; no script can be injected through a style.
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** Hosts the pages load from besides our own origin. */
export const PHOTO_CDN = "https://images.unsplash.com";
export const VIDEO_PLAYER = "https://www.youtube-nocookie.com";

function headersFor(production: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", PHOTO_CDN],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: [VIDEO_PLAYER],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      manifestSrc: ["'self'"],
      // The service worker (/sw.js, docs/saved-and-offline.md): our own script only.
      workerSrc: ["'self'"],
      ...(production ? { upgradeInsecureRequests: [] } : {}),
    },
    // Geolocation for our own pages only (the nearest city); nothing else is ever asked for.
    permissionsPolicy: {
      geolocation: ["self"],
      camera: [],
      microphone: [],
      payment: [],
      usb: [],
    },
    // HSTS only where the site is served over HTTPS; locally it would pin localhost to HTTPS.
    strictTransportSecurity: production ? "max-age=63072000; includeSubDomains; preload" : false,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    // The video player is embedded cross-origin; its opener must not be severed from ours.
    crossOriginOpenerPolicy: "same-origin",
    // A route that sets its own, stricter header keeps it (the image route's `default-src 'none';
    // sandbox`): these are the defaults, not a replacement.
    overwrite: false,
  });
}

const productionHeaders = headersFor(true);
const developmentHeaders = headersFor(false);

/**
 * Answers meant to be shown on other sites say so: a shop's award badge on its own site, a page's share
 * image in another site's link preview. Every other answer keeps the default `same-origin`, so no other
 * site can load our pages, API answers or uploads as a subresource. Feeds need no exception: readers
 * fetch them (server-side or with CORS), and this header governs only what a page embeds.
 */
export const EMBEDDABLE_HEADERS = { "Cross-Origin-Resource-Policy": "cross-origin" } as const;

/**
 * Headers that say how an answer was made (from the page cache, from a kept search ranking, how many
 * rows D1 read): for tests, the bench and local work. In production they would tell anyone what other
 * visitors searched for and read, so they never leave the Worker there.
 */
export const DIAGNOSTIC_HEADERS = ["X-Page-Cache", "X-Search-Cache", "X-D1-Rows-Read"] as const;

export const securityHeaders: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const production = c.env.APP_ENV === "production";
  await (production ? productionHeaders : developmentHeaders)(c, next);
  if (production && DIAGNOSTIC_HEADERS.some((name) => c.res.headers.has(name))) {
    c.res = new Response(c.res.body, c.res);
    for (const name of DIAGNOSTIC_HEADERS) c.res.headers.delete(name);
  }
};
