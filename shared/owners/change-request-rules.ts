// An owner's change request: the fields only the team changes (the ones a visitor finds the place by, so a
// moderator checks them first), the request's states and its lengths.

export const CHANGE_REQUEST_STATUSES = ["pending", "approved", "refused"] as const;

/** The fields only the team changes, in the order the form and the queue show them. */
export const REQUESTABLE_FIELDS = ["title", "address", "category"] as const;
export type RequestableField = (typeof REQUESTABLE_FIELDS)[number];

export const CHANGE_NOTE_MAX_LENGTH = 1000;
