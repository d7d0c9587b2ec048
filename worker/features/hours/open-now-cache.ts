// A page filtered with ?open=now depends on the minute as well as on content: its cache key carries the
// current minute (from the one clock), so a cached copy is never reused in a later minute. Every other
// page's "Open now" badges are recomputed by the browser after hydration (the HTML shows them as of
// its render), so they need no such key.
import * as clock from "@shared/time/clock";

const MINUTE = 60_000;

/** "" for a page without ?open=now; otherwise the current minute, for the cache key. */
export function openNowKeyPart(url: URL): string {
  return url.searchParams.get("open") === "now" ? `/minute-${Math.floor(clock.nowMs() / MINUTE)}` : "";
}
