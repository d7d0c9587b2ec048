// What a person can follow for the weekly roundup of new events: a city's events, a venue (the place an
// event happens, matched by its location in its city) or an organizer (whoever submitted an event).
export const FOLLOW_KINDS = ["city", "venue", "organizer"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
