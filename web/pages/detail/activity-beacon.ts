// What a listing's page got: a view or a tap on one of its actions, sent as a beacon (it survives the
// page being left for a map, a call or a website). No cookie and nothing stored here: the Worker counts
// each visitor once per listing, action and day (worker/features/activity/). Part of the detail page's
// code, never the shared shell.
import { ACTIVITY_BEACON_PATH } from "@shared/activity/beacon-path";
import type { ActivityKind } from "@shared/activity/activity";
import type { ActivityBeacon } from "@shared/activity/activity-schema";

export function countActivity(listingId: number, kind: ActivityKind): void {
  const beacon: ActivityBeacon = { listingId, kind };
  navigator.sendBeacon(ACTIVITY_BEACON_PATH, JSON.stringify(beacon));
}
