// How a claim on a listing is proved and how long its e-mailed link works. The ladder, strongest first:
// an e-mail address at the listing website's domain, a code on that website, or the moderators' decision.

/** Where a claim stands: waiting for its link to be followed, waiting for a moderator, or decided. */
export const CLAIM_STATUSES = ["link-sent", "queued", "verified", "refused"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How long a magic link works (a claim's, or an owner's sign-in link). */
export const CLAIM_LINK_MINUTES = 30;

/** The website's host without a leading `www.`, lower-cased; null for a missing or unusable address. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const host = new URL(website).hostname.toLowerCase();
    return host.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** Whether the address's domain is the website's domain or a subdomain of it (`shop@mail.bakery.ca` for bakery.ca). */
export function emailAtDomain(email: string, domain: string | null): boolean {
  if (!domain) return false;
  const at = email.lastIndexOf("@");
  const host = email.slice(at + 1).toLowerCase();
  return at > 0 && (host === domain || host.endsWith(`.${domain}`));
}
