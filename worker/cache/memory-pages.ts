// The isolate's own copy of the cached pages it served last, in front of the Cache API. A Cache API
// lookup is I/O (a trip to the colo's cache; locally to Miniflare's cache service), and measured it is
// what a cached page costs: home from the Cache API alone answered at 0.3× the requests/second of
// /robots.txt (the Worker with no I/O), from memory at ≥ 0.8× (docs/PERFORMANCE.md). Keys are the page
// cache's, which hold the content version: an entry is only ever evicted, never purged.
import { MemoryLru } from "./memory-lru";

export interface MemoryPage {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

/** At most this many bytes of HTML per isolate (Workers isolates have 128 MB). */
const MEMORY_PAGES_MAX_BYTES = 8 * 1024 * 1024;

/** Pages by their page-cache key, least recently used out first. */
export const memoryPages = new MemoryLru<MemoryPage>(MEMORY_PAGES_MAX_BYTES, (page) => page.body.byteLength);
