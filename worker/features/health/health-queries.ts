/** Number of D1 migrations wrangler has applied (its bookkeeping table `d1_migrations`). */
export async function countAppliedMigrations(d1: D1Database): Promise<number> {
  const row = await d1.prepare("SELECT COUNT(*) AS n FROM d1_migrations").first<{ n: number }>();
  return row?.n ?? 0;
}
