// The content version the page cache keys on (D1 `content_version`, bumped by triggers in the same
// transaction as any change to `listings`). Reading it costs a D1 round trip — on Cloudflare a trip to
// the database's primary, often in another region — which would make every cache hit as slow as a
// query. So an isolate remembers the version it read for VERSION_FRESH_MS: a change made through this
// isolate (every admin mutation forgets the remembered version, see worker/trpc/init.ts) shows on its
// very next request; a change made elsewhere (another isolate, the seed CLI, SQL by hand) shows within
// VERSION_FRESH_MS.

/** How long an isolate trusts the version it last read. */
export const VERSION_FRESH_MS = 1000;

let remembered: { version: number; readAt: number } | null = null;

/** The version as D1 holds it now. Throws when D1 cannot be read. */
async function readContentVersion(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>();
  return row?.version ?? 0;
}

/** The version, from memory while it is fresh. Throws when it must be read and D1 cannot be. */
export async function currentContentVersion(db: D1Database): Promise<number> {
  if (remembered && Date.now() - remembered.readAt < VERSION_FRESH_MS) return remembered.version;
  const version = await readContentVersion(db);
  remembered = { version, readAt: Date.now() };
  return version;
}

/** After a write through this isolate: the next request reads the version again. */
export function forgetContentVersion(): void {
  remembered = null;
}
