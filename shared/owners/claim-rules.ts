// How a claim on a listing is proved and how long its e-mailed link works. The ladder, strongest first:
// an e-mail address at the listing website's domain, a code on that website, or the moderators' decision.

/**
 * Where a claim stands: waiting for its code to be placed on the website, for its link to be followed, or
 * for a moderator; or decided.
 */
export const CLAIM_STATUSES = ["awaiting-proof", "link-sent", "queued", "verified", "refused"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How long a claim's e-mailed link works. */
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

/**
 * What the website check found: the code; another code (a file or tag, not this claim's); nothing; or why
 * it could not look (a redirect to another site, more than 3 redirects, no answer within 5 s, no answer at
 * all, an address it may not fetch).
 */
export const WEBSITE_FINDINGS = [
  "found",
  "wrong-code",
  "not-found",
  "redirect-off-site",
  "too-many-redirects",
  "timeout",
  "unreachable",
  "not-allowed",
] as const;
export type WebsiteFinding = (typeof WEBSITE_FINDINGS)[number];
