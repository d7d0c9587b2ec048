// Proves the wiring end to end: the Worker reaches D1 and reports the applied migrations (wrangler's
// bookkeeping table `d1_migrations`).
import { publicProcedure, router } from "../../trpc/init";

export const healthRouter = router({
  check: publicProcedure.query(async ({ ctx }) => {
    const row = await ctx.env.DB.prepare("SELECT COUNT(*) AS n FROM d1_migrations").first<{ n: number }>();
    return { ok: true as const, migrations: row?.n ?? 0 };
  }),
});
