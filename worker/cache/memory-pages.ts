// The isolate's own copy of recently served cached pages, in front of the Cache API. A Cache API
// lookup is I/O (a trip to the colo's cache, locally to Miniflare's cache service) that costs more
// than answering from memory; popular pages (home, list pages) are asked for far more often than
// they change. Keys are the page cache's keys, which hold the content version, so an entry can never
// be served for newer content; it is only ever evicted (least recently used first, within a byte cap).

export interface MemoryPage {
  body: ArrayBuffer;
  /** The body gzipped once, for the browsers that accept it (all do). */
  gzip: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

/** Gzips a page's body once, so a hit never compresses it again. */
export async function gzipped(body: ArrayBuffer): Promise<ArrayBuffer> {
  return new Response(new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
}

/** At most this many bytes of HTML per isolate (Workers isolates have 128 MB). */
export const MEMORY_PAGES_MAX_BYTES = 8 * 1024 * 1024;

const pages = new Map<string, MemoryPage>();
let bytes = 0;

export function memoryPage(key: string): MemoryPage | undefined {
  const page = pages.get(key);
  if (page) {
    // Map keeps insertion order: re-inserting marks it most recently used.
    pages.delete(key);
    pages.set(key, page);
  }
  return page;
}

export function rememberPage(key: string, page: MemoryPage): void {
  if (page.body.byteLength > MEMORY_PAGES_MAX_BYTES / 8) return;
  const old = pages.get(key);
  if (old) {
    bytes -= old.body.byteLength;
    pages.delete(key);
  }
  pages.set(key, page);
  bytes += page.body.byteLength;
  for (const [oldest, entry] of pages) {
    if (bytes <= MEMORY_PAGES_MAX_BYTES) break;
    pages.delete(oldest);
    bytes -= entry.body.byteLength;
  }
}
