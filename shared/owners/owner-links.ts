// The single-use links e-mailed to /owner besides a claim's: a sign-in link for someone who already
// manages a listing, and an owner's invitation to a manager. They work as a claim's link does (only the
// SHA-256 is stored, spent once); a sign-in link lasts CLAIM_LINK_MINUTES, an invitation longer, since it
// waits for someone who did not ask for it.

export const OWNER_LINK_PURPOSES = ["sign-in", "invitation"] as const;
export type OwnerLinkPurpose = (typeof OWNER_LINK_PURPOSES)[number];

/** How long an owner's invitation to a manager works. */
export const INVITATION_LINK_DAYS = 7;
