// Who may manage a listing besides the staff: its owners and the managers they invite. Claiming is free
// and never tied to paying; the ladder of proofs is strongest first.

/** An owner can do everything, including inviting and removing managers; a manager edits and reads. */
export const OWNER_ROLES = ["owner", "manager"] as const;
export type OwnerRole = (typeof OWNER_ROLES)[number];

/**
 * How a person came to manage a listing: an e-mail address at the listing's website domain, a code placed
 * on that website, a moderator's decision on the evidence, or an owner's invitation (managers).
 */
export const OWNER_PROOFS = ["domain-email", "website-code", "staff", "invitation"] as const;
export type OwnerProof = (typeof OWNER_PROOFS)[number];
