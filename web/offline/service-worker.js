// The service worker (decision 0152, docs/saved-and-offline.md): pages a visitor opened, and their saved
// places, open offline. vite.config.ts writes it per build as /sw.js, with BUILD (this build's version,
// its app shell and route chunks to precache, and the offline texts in both languages) defined above.
//
// - The app shell and every route chunk are precached at install; a new build's worker takes over at
//   once (skipWaiting + clients.claim) and drops every older cache, so no stale shell outlives a deploy.
// - Public pages: network first, a copy kept (at most PAGE_MAX); offline, the copy opens with a notice,
//   and a page never opened gets the offline page.
// - Same-origin images: stale-while-revalidate (at most IMAGE_MAX). Public listing reads of the API
//   (GET listings.*): network first, a copy kept, so a saved list and a visited page's data open offline.
// - Never kept: anything not GET or cross-origin, the admin area, sign-in, other API calls, and any
//   answer marked `Cache-Control: private` or `no-store`.
/* global BUILD */
const PREFIX = "local-hype-";
const SHELL = `${PREFIX}shell-${BUILD.version}`;
const PAGES = `${PREFIX}pages-${BUILD.version}`;
const IMAGES = `${PREFIX}images-${BUILD.version}`;
const API = `${PREFIX}api-${BUILD.version}`;
const PAGE_MAX = 60;
const IMAGE_MAX = 100;
const API_MAX = 60;
const PRIVATE = /^\/(fr\/)?(admin|login|submissions\/status|newsletter)(\/|$)/;
const LOCALE_HEADER = "x-locale";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(BUILD.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(PREFIX) && ![SHELL, PAGES, IMAGES, API].includes(name)).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** An answer that may be kept: complete, ours, and not marked private. */
function keepable(response) {
  if (!response || response.status !== 200 || response.type !== "basic") return false;
  return !/private|no-store/i.test(response.headers.get("Cache-Control") ?? "");
}

/** Keeps at most `max` entries, the oldest going first. */
async function put(cacheName, key, response, max) {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((old) => cache.delete(old)));
}

const french = (url) => url.pathname === "/fr" || url.pathname.startsWith("/fr/");
const textsFor = (url) => (french(url) ? BUILD.texts.fr : BUILD.texts.en);
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The notice's own script, answered by this worker (the CSP allows only our own script files, and the
 * page's bundle stays free of it): once the browser is back online the notice goes, since the next
 * move or reload fetches the page afresh.
 */
const NOTICE_SCRIPT = "/offline-notice.js";
const NOTICE_SCRIPT_TEXT = `addEventListener("online", () => document.querySelector("[data-offline-notice]")?.remove());`;

/** A kept page, opened offline: the same HTML with a polite notice before the app. */
async function withNotice(response, url) {
  const html = await response.text();
  const notice = `<div role="status" lang="${french(url) ? "fr-CA" : "en-CA"}" data-offline-notice style="background:#fef3c7;color:#78350f;padding:.5rem 1rem;text-align:center;font:600 .875rem system-ui,sans-serif">${escapeHtml(textsFor(url).notice)}</div><script src="${NOTICE_SCRIPT}" async></script>`;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(html.replace(/<body([^>]*)>/, `<body$1>${notice}`), { status: 200, headers });
}

/** The page for a page never opened here, in the page's language. */
function offlinePage(url) {
  const t = textsFor(url);
  const prefix = french(url) ? "/fr" : "";
  const html = `<!doctype html><html lang="${french(url) ? "fr-CA" : "en-CA"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)} | Local Hype</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#111827"><main style="max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(t.heading)}</h1><p style="line-height:1.6">${escapeHtml(t.text)}</p><p><a href="${prefix}/saved" style="color:#b91c1c;font-weight:600">${escapeHtml(t.saved)}</a> · <a href="${prefix || "/"}" style="color:#b91c1c;font-weight:600">${escapeHtml(t.home)}</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

async function page(request, url) {
  try {
    const response = await fetch(request);
    if (keepable(response)) await put(PAGES, url.href, response.clone(), PAGE_MAX);
    return response;
  } catch {
    const kept = await caches.match(url.href, { cacheName: PAGES });
    return kept ? withNotice(kept, url) : offlinePage(url);
  }
}

async function image(request) {
  const kept = await caches.match(request, { cacheName: IMAGES });
  const fresh = fetch(request)
    .then(async (response) => {
      if (keepable(response)) await put(IMAGES, request, response.clone(), IMAGE_MAX);
      return response;
    })
    .catch(() => kept ?? Response.error());
  return kept ?? fresh;
}

/** The API's answers depend on the page's language (a header): it is part of the kept copy's key. */
async function listingRead(request, url) {
  const key = `${url.href}#${request.headers.get(LOCALE_HEADER) ?? "en"}`;
  try {
    const response = await fetch(request);
    if (keepable(response)) await put(API, key, response.clone(), API_MAX);
    return response;
  } catch {
    return (await caches.match(key, { cacheName: API })) ?? Response.error();
  }
}

async function asset(request) {
  return (await caches.match(request, { cacheName: SHELL })) ?? fetch(request);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || PRIVATE.test(url.pathname)) return;
  if (url.pathname === NOTICE_SCRIPT) {
    return event.respondWith(new Response(NOTICE_SCRIPT_TEXT, { headers: { "Content-Type": "text/javascript; charset=utf-8" } }));
  }
  if (request.mode === "navigate") return event.respondWith(page(request, url));
  if (url.pathname.startsWith("/assets/")) return event.respondWith(asset(request));
  if (url.pathname.startsWith("/api/trpc/")) {
    const procedures = url.pathname.slice("/api/trpc/".length).split(",");
    if (procedures.every((name) => name.startsWith("listings."))) event.respondWith(listingRead(request, url));
    return;
  }
  if (url.pathname.startsWith("/api/")) return;
  if (request.destination === "image") event.respondWith(image(request));
});

// A saved place's page is kept at once (web/lib/saved-places-store.ts), so it opens offline unvisited.
self.addEventListener("message", (event) => {
  if (event.data?.type !== "keep-page" || typeof event.data.path !== "string" || !event.data.path.startsWith("/")) return;
  const url = new URL(event.data.path, self.location.origin);
  if (PRIVATE.test(url.pathname)) return;
  event.waitUntil(
    // With the visitor's cookies, as a visit would be: the copy is drawn for my city (the edge renders
    // the header's city from its cookie), not the no-choice default.
    fetch(url, { credentials: "same-origin" })
      .then((response) => (keepable(response) ? put(PAGES, url.href, response, PAGE_MAX) : undefined))
      .catch(() => undefined),
  );
});
