// POST /api/activity: the detail page's beacon for a view or a tap on one of its actions (web/pages/detail/
// activity-beacon.ts; a beacon: worker/http/api-guards.ts). Bots (by user agent) are answered like anyone
// but never counted. `admin.listings.activity` reads what a listing's page got over the last 30 or 90
// days, for the listing editor (editors and admins, like the rest of admin.listings).
import { BOT_USER_AGENT } from "@shared/activity/activity";
import { ACTIVITY_BEACON_MAX_BYTES, activityBeacon, activityReportInput } from "@shared/activity/activity-schema";
import * as clock from "@shared/time/clock";
import { createDb } from "../../db/client";
import { beaconRoute } from "../../http/api-guards";
import { clientNetwork } from "../../rate-limit/client-network";
import { recordActivity, activityReport } from "./activity-queries";
import { curationMessages } from "@shared/listings/curation-texts";
import { editorProcedure } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";

export const activityRoutes = beaconRoute(
  activityBeacon,
  { maxBytes: ACTIVITY_BEACON_MAX_BYTES, bucket: "activity", invalid: "invalidActivity" },
  async (c, beacon) => {
    const userAgent = c.req.header("user-agent") ?? "";
    if (!BOT_USER_AGENT.test(userAgent)) {
      await recordActivity(createDb(c.env.DB), beacon, `${clientNetwork(c.req.raw, c.env)}\u0000${userAgent}`, clock.nowMs());
    }
  },
);

export const activityProcedure = editorProcedure.input(activityReportInput).query(async ({ ctx, input }) => {
  const report = await activityReport(ctx.db, input.id, input.days, clock.nowMs());
  if (!report) throw refusal("NOT_FOUND", curationMessages, "notFound");
  return report;
});
