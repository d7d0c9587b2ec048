// POST /api/activity: the detail page's beacon for a view or a tap on one of its actions (web/pages/detail/
// activity-beacon.ts). Same-origin, small, rate-limited per network and checked against the shared schema; bots
// (by user agent) are answered like anyone but never counted. Answers 204: nobody reads the answer.
import { Hono } from "hono";
import { apiMessages } from "@shared/api/api-texts";
import { BOT_USER_AGENT } from "@shared/activity/activity";
import { ACTIVITY_BEACON_MAX_BYTES, activityBeacon, type ActivityBeacon } from "@shared/activity/activity-schema";
import * as clock from "@shared/time/clock";
import { createDb } from "../../db/client";
import { requireSameOrigin } from "../../http/api-guards";
import { limitBody } from "../../http/body-limit";
import { refuse } from "../../http/error-envelope";
import { clientNetwork } from "../../rate-limit/client-network";
import { rateLimitRoute } from "../../rate-limit/rate-limit";
import { recordActivity } from "./activity-queries";

export const activityRoutes = new Hono<{ Bindings: Env }>();

function parseBeacon(text: string): ActivityBeacon | null {
  try {
    const parsed = activityBeacon.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

activityRoutes.post(
  "/",
  requireSameOrigin,
  limitBody({ maxSize: ACTIVITY_BEACON_MAX_BYTES, onError: (c) => refuse(c, "PAYLOAD_TOO_LARGE", apiMessages, "tooLarge") }),
  rateLimitRoute("activity"),
  async (c) => {
    const beacon = parseBeacon(await c.req.text());
    if (!beacon) return refuse(c, "BAD_REQUEST", apiMessages, "invalidActivity");
    const userAgent = c.req.header("user-agent") ?? "";
    if (!BOT_USER_AGENT.test(userAgent)) {
      await recordActivity(createDb(c.env.DB), beacon, `${clientNetwork(c.req.raw, c.env)}\u0000${userAgent}`, clock.nowMs());
    }
    return c.body(null, 204);
  },
);
