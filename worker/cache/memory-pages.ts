// The isolate's own copy of recently served cached pages, in front of the Cache API. A Cache API
// lookup is I/O (a trip to the colo's cache, locally to Miniflare's cache service) that costs more
// than answering from memory; popular pages (home, list pages) are asked for far more often than
// they change. Keys are the page cache's keys, which hold the content version.
import { MemoryLru } from "./memory-lru";

export interface MemoryPage {
  body: ArrayBuffer;
  /** The body gzipped once, for the browsers that accept it (all do). */
  gzip: ArrayBuffer;
  status: number;
  /** The headers browsers get with the HTML, and with the gzip bytes (without how it was served). */
  plainHeaders: Headers;
  gzipHeaders: Headers;
}

/** Gzips a page's body once, so a hit never compresses it again. */
export async function gzipped(body: ArrayBuffer): Promise<ArrayBuffer> {
  return new Response(new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
}

/** At most this many bytes of HTML per isolate (Workers isolates have 128 MB). */
export const MEMORY_PAGES_MAX_BYTES = 8 * 1024 * 1024;

/** Pages by their page-cache key. */
export const memoryPages = new MemoryLru<MemoryPage>(MEMORY_PAGES_MAX_BYTES, (page) => page.body.byteLength);
