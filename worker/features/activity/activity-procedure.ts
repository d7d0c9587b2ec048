// `admin.listings.activity`: what a listing's page got over the last 30 or 90 days, for the listing
// editor (editors and admins, like the rest of admin.listings).
import * as clock from "@shared/time/clock";
import { activityReportInput } from "@shared/activity/activity-schema";
import { curationMessages } from "@shared/listings/curation-texts";
import { editorProcedure } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { activityReport } from "./activity-queries";

export const activityProcedure = editorProcedure.input(activityReportInput).query(async ({ ctx, input }) => {
  const report = await activityReport(ctx.db, input.id, input.days, clock.nowMs());
  if (!report) throw refusal("NOT_FOUND", curationMessages, "notFound");
  return report;
});
