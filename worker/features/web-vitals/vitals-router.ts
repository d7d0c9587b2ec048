// `admin.performance.*`: the Performance tab — real visitors' Web Vitals at the 75th percentile.
import * as clock from "@shared/time/clock";
import { vitalsSummaryInput } from "@shared/performance/web-vitals-schema";
import { adminProcedure, router } from "../../trpc/init";
import { vitalsSummary } from "./vitals-queries";

export const performanceRouter = router({
  /** Per route and language over the last 7 or 28 days (today's UTC day included). */
  summary: adminProcedure.input(vitalsSummaryInput).query(({ ctx, input }) => vitalsSummary(ctx.db, input.days, clock.now())),
});
