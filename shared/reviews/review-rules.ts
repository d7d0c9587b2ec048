// What a visitor's review or tip is, where it stands, and what holds it for a moderator before anyone
// sees it. Both sides read these: the schema (limits), the Worker (holds, states), the admin's queue (reasons).

import type { BrowsableType } from "../listings/listing-types";

export const REVIEW_KINDS = ["review", "tip"] as const;

/**
 * unconfirmed: written, its e-mailed link not followed yet (nobody sees it); published; held: waiting for a
 * moderator (an automatic hold, a report, or an edit after it was hidden); hidden: a moderator hid it, with a
 * reason the listing's page counts.
 */
export const REVIEW_STATUSES = ["unconfirmed", "published", "held", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why a moderator hides a review: the fixed list the page counts ("3 hidden · conflict of interest 2, …"). */
export const HIDE_REASONS = ["conflict-of-interest", "off-topic", "personal-information", "hateful", "spam", "not-first-hand"] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

/** Why a review waits for a moderator instead of being published when its link is followed. */
export const HOLD_REASONS = ["links", "repeated-text", "burst", "owner", "listing-domain", "reported", "edited-after-hide"] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const REVIEW_TEXT_MIN = 30;
/** An owner's public reply to a review. */
export const REPLY_TEXT_MAX = 2000;
export const REVIEW_TEXT_MAX = 5000;
export const TIP_TEXT_MAX = 280;
export const DISPLAY_NAME_MAX = 60;

/** Photos a review or tip may carry (through POST /api/uploads, as every image), and a caption's length (its alt text). */
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_PHOTO_CAPTION_MAX = 200;
export const STARS_MIN = 1;
export const STARS_MAX = 5;

/** How long a review's link works: it is also how the reviewer edits or deletes it later. */
export const REVIEW_LINK_DAYS = 365;

/** Reviews confirmed on one listing within BURST_HOURS from which the next ones wait for a moderator. */
export const BURST_COUNT = 5;
export const BURST_HOURS = 24;

/** A link in a review's text (a scheme, `www.` or a bare domain with a common ending). */
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|ca|net|org|io|co|info|biz|shop|xyz)\b/iu;

export function hasLink(text: string): boolean {
  return LINK.test(text);
}

/** The text as compared for repeats: lower-case letters and digits only, so spacing and punctuation do not hide a copy. */
export function normalizedText(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * The listing types visitors review (an event once it has started). Kept here rather than in the listing-type
 * registry, which every page's first chunk carries, since only the reviews' own code reads it.
 */
export const REVIEWABLE_TYPES = ["shop", "gem", "event"] as const satisfies readonly BrowsableType[];

export function isReviewable(type: BrowsableType): boolean {
  return (REVIEWABLE_TYPES as readonly BrowsableType[]).includes(type);
}

/** The orders of a listing's reviews: newest first, most or fewest stars first (reviews only: tips have none), the page's language first. */
export const REVIEW_SORTS = ["newest", "highest", "lowest", "language"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reviews per page of a listing's list ("Load more" asks for the next). */
export const REVIEWS_PAGE_SIZE = 10;
