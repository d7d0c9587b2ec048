// Where one person's RSVP stands: counted in the places (going), waiting for places (waitlist), or given up.
export const RSVP_STATUSES = ["going", "waitlist", "cancelled"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
