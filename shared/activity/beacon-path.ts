// Where the detail page posts its activity beacons (navigator.sendBeacon): apart from ./activity.ts so the
// detail page's chunk carries only this, and the admin's rules and kinds stay out of it.
export const ACTIVITY_BEACON_PATH = "/api/activity";
