// What an isolate keeps between requests, least recently used out first, within a byte cap. An isolate
// serves many requests and has 128 MB; an entry here saves the next request I/O. Callers key entries on
// the content version (worker/cache/content-version.ts), so an entry can never be served for newer
// content: entries are only ever evicted, never purged.

export class MemoryLru<V> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  /** `sizeOf` says what an entry weighs; one entry may take at most an eighth of `maxBytes`. */
  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxBytes / 8) return;
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#bytes -= this.sizeOf(old);
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= this.sizeOf(entry);
    }
  }
}
