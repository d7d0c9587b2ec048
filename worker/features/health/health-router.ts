// Proves the wiring end to end: the Worker reaches D1 and reports the applied migrations.
import { publicProcedure, router } from "../../trpc/init";
import { countAppliedMigrations } from "./health-queries";

export const healthRouter = router({
  check: publicProcedure.query(async ({ ctx }) => {
    const migrations = await countAppliedMigrations(ctx.env.DB);
    return { ok: true as const, migrations };
  }),
});
