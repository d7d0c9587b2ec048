// The nomination form's limits and the ballot's slug shape, without zod, so the form can read them
// before the schema (nomination.ts) loads on its first submit.

export const NOMINATION_LIMITS = { shopName: 100, address: 200, reason: 1000 } as const;

/** A ballot city's or shop's slug: the address of its page (lower-case words joined by hyphens). */
export const BALLOT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
