// D1 schema (drizzle). Migrations in /migrations are generated from this file with `npm run db:generate`.
// Relative imports: drizzle-kit loads this file without the project's path aliases.
import { BROWSABLE_TYPES } from "../../shared/listings/listing-types";
import { CATEGORY_SLUGS } from "../../shared/places/business-categories";
import { LISTING_CLOSURES, LISTING_SOURCES, LISTING_STATUSES, PROMOTED_TIERS } from "../../shared/listings/listing-states";
import { PROMOTION_TIERS } from "../../shared/submissions/promotion-tiers";
import { REJECTION_REASONS } from "../../shared/submissions/rejection-reasons-schema";
import { PAY_UNITS } from "../../shared/listings/type-fields";
import { REVIEW_STATUSES, SUBMISSION_STATUSES } from "../../shared/submissions/submission-statuses-schema";
import { EMAIL_KINDS, EMAIL_STATUSES } from "../../shared/email/email-outbox-schema";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "../../shared/payments/payment-statuses";
import { LOCALES } from "../../shared/i18n/locales";
import { VITAL_METRICS } from "../../shared/performance/web-vitals";
import { STAFF_ROLES, type StaffRole } from "../../shared/people/staff-roles";
import { AUDIT_ACTIONS } from "../../shared/people/audit-schema";
import { DIGEST_PAUSES } from "../../shared/newsletter/digest-schema";
import { BALLOT_CHANGE_ACTIONS, NOMINATION_STATUSES } from "../../shared/voting/nomination-statuses-schema";
import { OWNER_PROOFS, OWNER_ROLES } from "../../shared/owners/owner-roles";
import { CLAIM_STATUSES, WEBSITE_FINDINGS } from "../../shared/owners/claim-rules";
import { CHANGE_REQUEST_STATUSES } from "../../shared/owners/change-request-rules";
import { OWNER_LINK_PURPOSES } from "../../shared/owners/owner-links";
import { RSVP_STATUSES } from "../../shared/going/rsvp-statuses";
import { FOLLOW_KINDS } from "../../shared/going/follow-kinds";
import { HIDE_REASONS, HOLD_REASONS, REVIEW_KINDS, REVIEW_STATUSES as LISTING_REVIEW_STATUSES } from "../../shared/reviews/review-rules";
import type { OpeningHours } from "../../shared/time/weekly-hours";
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * When an event happens, beyond its first `date` (shared/time/event-occurrences.ts): the same columns on
 * submissions (the form's fields) and listings.
 */
const eventTimingColumns = () => ({
  /** The last day of each occurrence (yyyy-mm-dd), or null for one-day events. */
  ends_on: text("ends_on"),
  /** Local start and end times (HH:MM, 24 h, the city's zone), or null for all-day events. */
  start_time: text("start_time"),
  end_time: text("end_time"),
  /** The repeat as RFC 5545 RRULE text (no DTSTART: `date` is the start), or null for a one-off. */
  repeat_rule: text("repeat_rule"),
});

/**
 * The listing types' own fields (shared/listings/type-fields.ts): the same columns on submissions (the form's
 * fields) and listings, null on every other type.
 */
const typeFieldColumns = () => ({
  /** Who is hiring. */
  employer: text("employer"),
  /** Pay in whole CAD per `pay_unit`: the range's floor, and its ceiling (null when one figure). */
  pay_min: integer("pay_min"),
  pay_max: integer("pay_max"),
  pay_unit: text("pay_unit", { enum: PAY_UNITS }),
  /** Free text: "Full-time, 40 h a week". */
  work_hours: text("work_hours"),
  /** How to apply: a link, an e-mail address, or both (at least one). */
  apply_url: text("apply_url"),
  apply_email: text("apply_email"),
});

/** Community submissions (spec section 3, "Submission"); column names are the spec's. */
export const submissions = sqliteTable(
  "submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content_type: text("content_type", { enum: BROWSABLE_TYPES }).notNull(),
    city: text("city").notNull(),
    location: text("location").notNull(),
    /** The neighbourhood the submitter chose (a slug of the city's), or null. */
    area: text("area"),
    /** The point the submitter placed, or null: the listing then stands at its neighbourhood's centre. */
    lat: real("lat"),
    lon: real("lon"),
    /** ISO yyyy-mm-dd or null. */
    date: text("date"),
    ...eventTimingColumns(),
    ...typeFieldColumns(),
    /** One comma-separated string, as the spec stores it. */
    tags: text("tags").notNull().default(""),
    promotion_tier: text("promotion_tier", { enum: PROMOTION_TIERS }).notNull().default("none"),
    /** Whole dollars, decided by the server from the tier. */
    price: integer("price").notNull().default(0),
    submitter_name: text("submitter_name").notNull(),
    submitter_email: text("submitter_email").notNull(),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("pending"),
    /** ISO 8601 timestamps (UTC), set by the server. */
    created_at: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    reviewed_at: text("reviewed_at"),
    reviewed_by: text("reviewed_by"),
    published_at: text("published_at"),
    /** Key of the submission's image in the UPLOADS R2 bucket, or null (beyond the spec, which had none). */
    image_key: text("image_key"),
    /** The language the submitter wrote in (the form asks; beyond the spec, which was English only). */
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    /**
     * The public listing's slug while the submission is approved (unique within its city, catalogue
     * included); null otherwise. Kept in the row so a listing's address never changes while it is public.
     */
    slug: text("slug"),
    /**
     * Tier benefits (promoted placement, badges) apply only while the tier is paid: set by the payment
     * provider's confirmed webhook (worker/features/payments), cleared by a refund. Choosing a tier alone
     * never buys a featured slot.
     */
    paid: integer("paid", { mode: "boolean" }).notNull().default(false),
    /** While rejected: the stock reason and the admin's optional note, shown on the status page. */
    rejection_reason: text("rejection_reason", { enum: REJECTION_REASONS }),
    rejection_note: text("rejection_note"),
    /** SHA-256 (hex) of the private status link's random token; the token itself is only e-mailed. */
    status_token_hash: text("status_token_hash"),
    /** The same token sealed for later e-mails (the receipt, a rejection's "Submit again"): link-tokens.ts. */
    status_token_sealed: text("status_token_sealed"),
    /** ISO 8601; after it the status link shows nothing. */
    status_token_expires_at: text("status_token_expires_at"),
    /** Shops and gems: structured opening hours as JSON (shared/time/opening-hours-schema.ts), or null. */
    opening_hours: text("opening_hours", { mode: "json" }).$type<OpeningHours>(),
    /** What the submitter gave of the place's website (https), phone and street address; null when not. */
    website: text("website"),
    phone: text("phone"),
    address: text("address"),
    /** Shops and gems: one of the 16 business categories (shared/places/business-categories.ts), or null. */
    category: text("category", { enum: CATEGORY_SLUGS }),
  },
  (table) => [
    // The admin list: items of one status, newest first.
    index("submissions_status_created_at_idx").on(table.status, table.created_at),
    index("submissions_created_at_idx").on(table.created_at),
    // Two approvals racing for one slug: the second fails instead of publishing a duplicate address.
    // (NULLs never collide, so only published submissions take part.)
    uniqueIndex("submissions_city_slug_idx").on(table.city, table.slug),
    // GET /api/uploads/:key asks whether an image belongs to a published submission.
    index("submissions_image_key_idx").on(table.image_key),
    uniqueIndex("submissions_status_token_hash_idx").on(table.status_token_hash),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * One row per Checkout attempt of a paid tier (a new attempt after an expiry or a cancel is a new row),
 * for a submission or, bought by its owner from /owner, for a published listing: one of the two, never
 * both. The amount is the server's, from the tier; provider ids are for the admin's records and for
 * matching webhook events.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /**
     * Null for a payment that arrived for a submission we no longer hold (erased, or never ours): kept
     * without personal data, and refunded at once.
     */
    submission_id: integer("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    /** A listing's owner or manager bought (or renewed) its promotion from /owner; kept if the listing goes. */
    listing_id: integer("listing_id").references((): AnySQLiteColumn => listings.id, { onDelete: "set null" }),
    /** Who bought a listing's promotion (their data download lists it), and the page's language: their e-mails come in it. */
    buyer_id: text("buyer_id").references((): AnySQLiteColumn => users.id, { onDelete: "set null" }),
    language: text("language", { enum: LOCALES }),
    /**
     * A listing's payment, once paid: the promotion window it bought (UTC ms). A renewal starts where the
     * running promotion ends, so each payment keeps its own window for its receipt and its refund.
     */
    promotion_from: integer("promotion_from"),
    promotion_until: integer("promotion_until"),
    tier: text("tier", { enum: PROMOTION_TIERS }).notNull(),
    amount_cents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("open"),
    checkout_session_id: text("checkout_session_id").notNull(),
    payment_intent_id: text("payment_intent_id"),
    refund_id: text("refund_id"),
    /** ISO 8601 (UTC). */
    created_at: text("created_at").notNull(),
    updated_at: text("updated_at").notNull(),
    paid_at: text("paid_at"),
    refunded_at: text("refunded_at"),
    /**
     * The provider's event that last moved this payment: its id, and its own timestamp (Stripe's
     * `created`, seconds). An event older than the last one applied moves nothing.
     */
    last_event_id: text("last_event_id"),
    last_event_at: integer("last_event_at"),
    /** A refund that waits for an admin's approval (a bulk rejection, or a moderator's): no money moves until then. */
    refund_awaits_approval: integer("refund_awaits_approval", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [
    uniqueIndex("payments_checkout_session_id_idx").on(table.checkout_session_id),
    index("payments_submission_id_idx").on(table.submission_id, table.id),
    index("payments_listing_id_idx").on(table.listing_id, table.id),
    index("payments_buyer_id_idx").on(table.buyer_id),
    index("payments_payment_intent_id_idx").on(table.payment_intent_id),
    // The admin's Payments view: by status, by month (created_at prefix).
    index("payments_status_created_at_idx").on(table.status, table.created_at),
    index("payments_created_at_idx").on(table.created_at),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** Webhook events already handled, by the provider's event id: a replay or a retry changes nothing twice. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  received_at: text("received_at").notNull(),
});

/** Newsletter signups (beyond the spec, which sent nothing). One row per address. */
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased, so the unique index makes addresses unique case-insensitively. */
    email: text("email").notNull(),
    created_at: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** When the address confirmed (the consent time, kept for Canada's anti-spam law); null until then. */
    confirmed_at: text("confirmed_at"),
    /** SHA-256 (hex) of the pending confirmation link's token; null once confirmed. */
    confirm_token_hash: text("confirm_token_hash"),
    /** When the last confirmation e-mail was asked for (its link expires, and resends are spaced out). */
    confirm_sent_at: text("confirm_sent_at"),
    /** When the address unsubscribed; a new signup clears it and needs a new confirmation. */
    unsubscribed_at: text("unsubscribed_at"),
    /** The language of the page the address signed up on: its e-mails come in it. */
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    /** The city whose weekly digest the address gets (a city of shared/places), or null for every city. */
    city: text("city"),
    /** Why the digest is paused ("subscriber": from the preferences page; "bounced": a send failed after retries), or null. */
    paused: text("paused", { enum: DIGEST_PAUSES }),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(table.email),
    uniqueIndex("newsletter_subscribers_confirm_token_hash_idx").on(table.confirm_token_hash),
    check("newsletter_subscribers_email_lower", sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * One row per weekly digest asked for: at most one per subscriber and ISO week (the primary key is the
 * idempotency key, so a cron run repeated or overlapping cannot send twice). Gone with the subscriber.
 */
export const digestSends = sqliteTable(
  "digest_sends",
  {
    subscriber_id: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** The ISO week in the subscriber's city time ("2026-W48"). */
    week: text("week").notNull(),
    /** The e-mail queued for it (the outbox keeps its row 30 days); null when the week had nothing new. */
    outbox_id: integer("outbox_id"),
    created_at: text("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.subscriber_id, table.week] })],
);

/** Accounts (beyond the spec, which used a hosted auth service). */
export const users = sqliteTable(
  "users",
  {
    /** A random UUID: nothing to enumerate, and what `submissions.reviewed_by` records. */
    id: text("id").primaryKey(),
    /** Stored lower-cased, so the unique index makes addresses unique case-insensitively. */
    email: text("email").notNull(),
    /** "pbkdf2-sha256$iterations$salt$hash" (worker/features/auth/password-hash.ts). */
    password_hash: text("password_hash").notNull(),
    created_at: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** How the People tab names the person; null shows the address. */
    display_name: text("display_name"),
    /** Set while the account is deactivated: no login, no session (worker/features/people). */
    deactivated_at: text("deactivated_at"),
  },
  (table) => [uniqueIndex("users_email_idx").on(table.email), check("users_email_lower", sql`${table.email} = lower(${table.email})`)],
);

export type Role = StaffRole;

/** The spec's role record (section 3, "User role record"): a user's staff role (shared/people/staff-roles.ts).
 *  One row per user: changing a role replaces the row. */
export const userRoles = sqliteTable(
  "user_roles",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.role] })],
);

/** Login sessions. The cookie holds a random token; only its SHA-256 is stored, as the id. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: text("created_at").notNull(),
    expires_at: text("expires_at").notNull(),
    last_seen_at: text("last_seen_at").notNull(),
    /** The browser's User-Agent at login (cut to 512 characters), for the People tab's device label. */
    user_agent: text("user_agent"),
    /**
     * The passkey (credential id) that started the session, null for a password: removing a passkey can
     * end the sessions it started. No foreign key: the session outlives a removed passkey unless asked.
     */
    passkey_id: text("passkey_id"),
  },
  (table) => [index("sessions_user_id_idx").on(table.user_id)],
);

/**
 * Invitations to join the staff (the People tab). The link carries a sealed token naming the row; only
 * the SHA-256 of its secret is stored. Single use (used_at), valid until expires_at (72 hours).
 */
export const invitations = sqliteTable(
  "invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    locale: text("locale", { enum: LOCALES }).notNull(),
    token_hash: text("token_hash").notNull(),
    invited_by: text("invited_by")
      .notNull()
      .references(() => users.id),
    created_at: text("created_at").notNull(),
    expires_at: text("expires_at").notNull(),
    used_at: text("used_at"),
    /** Set when an admin withdrew the invitation before it was used. */
    revoked_at: text("revoked_at"),
  },
  (table) => [index("invitations_email_idx").on(table.email), uniqueIndex("invitations_token_hash_idx").on(table.token_hash)],
);

/**
 * The one audit log of privileged actions (logins and their failures, reviews, curation, ballot edits,
 * voids, payments, people). No foreign key: an entry outlives anything it names. No network address,
 * raw or hashed. Kept AUDIT_RETENTION_DAYS (shared/privacy/retention.ts).
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
    /** Null for a failed login (no account is known to be acting). */
    actor_id: text("actor_id"),
    /** Lower-cased: the account's address, or the address typed into a failed login. */
    actor_email: text("actor_email").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    target_type: text("target_type"),
    target_id: text("target_id"),
    /** What changed, as JSON; never a password or a token. */
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at, table.id),
    index("audit_log_actor_idx").on(table.actor_email, table.at),
    index("audit_log_action_idx").on(table.action, table.at),
  ],
);

/**
 * Staff passkeys (WebAuthn credentials). The id is the credential id (base64url) the authenticator
 * chose; the public key is the COSE key as registered (base64url). `counter` is the signature counter
 * last seen: an assertion whose counter does not move past it is refused (a cloned authenticator).
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    public_key: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** The authenticator's transports as JSON (["internal","hybrid"]), handed back as hints at sign-in. */
    transports: text("transports").notNull().default("[]"),
    name: text("name").notNull(),
    created_at: text("created_at").notNull(),
    last_used_at: text("last_used_at"),
  },
  (table) => [index("passkeys_user_id_idx").on(table.user_id)],
);

/** "invitation": an invitee's first passkey, made before their account exists (no owner). */
export const WEBAUTHN_PURPOSES = ["registration", "authentication", "invitation"] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * WebAuthn challenges waiting for their answer: each is deleted when it is answered (single use) and
 * refused after `expires_at`. A registration challenge belongs to the user who asked for it; a sign-in
 * challenge belongs to nobody yet (user_id null).
 */
export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    challenge: text("challenge").notNull(),
    purpose: text("purpose", { enum: WEBAUTHN_PURPOSES }).notNull(),
    expires_at: text("expires_at").notNull(),
  },
  (table) => [uniqueIndex("webauthn_challenges_challenge_idx").on(table.challenge), index("webauthn_challenges_expires_idx").on(table.expires_at)],
);

/**
 * Every review ever made, never deleted (only marked undone): the submission row holds only the latest one, so
 * reviewing an item twice keeps both here. No cascade from users: removing an account keeps its trail.
 */
export const submissionReviews = sqliteTable(
  "submission_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    submission_id: integer("submission_id")
      .notNull()
      .references(() => submissions.id),
    reviewer_id: text("reviewer_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: REVIEW_STATUSES }).notNull(),
    reviewed_at: text("reviewed_at").notNull(),
    rejection_reason: text("rejection_reason", { enum: REJECTION_REASONS }),
    rejection_note: text("rejection_note"),
    /**
     * Set when an admin undid this review within the undo window (the only change a review row ever
     * gets): the submission went back to what these `previous_*` columns held.
     */
    undone_at: text("undone_at"),
    undone_by: text("undone_by").references(() => users.id),
    previous_status: text("previous_status", { enum: SUBMISSION_STATUSES }),
    previous_slug: text("previous_slug"),
    previous_published_at: text("previous_published_at"),
  },
  (table) => [index("submission_reviews_submission_id_idx").on(table.submission_id, table.id)],
);

/**
 * Every e-mail the app asked to send, and what became of it: the queue consumer records each attempt, so
 * a failed send is visible to admins (the submission or review it belongs to is stored regardless).
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    /** Lower-cased address. */
    recipient: text("recipient").notNull(),
    submission_id: integer("submission_id").references(() => submissions.id),
    /** For decision notices: the review they announce (sent only if it is still the current one). */
    review_id: integer("review_id").references(() => submissionReviews.id),
    subscriber_id: integer("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    /** For nomination e-mails: the nomination they are about (composed from its row at send time). */
    nomination_id: integer("nomination_id").references((): AnySQLiteColumn => nominations.id),
    /** For claim notices to a listing's owners: the claim they are about. */
    claim_id: integer("claim_id").references((): AnySQLiteColumn => ownerClaims.id),
    /** For a decision on an owner's change request: the request (composed from its row at send time). */
    change_request_id: integer("change_request_id").references((): AnySQLiteColumn => listingChangeRequests.id, { onDelete: "set null" }),
    /** For a listing's "Payment received": the payment (a submission's is found through its submission). */
    payment_id: integer("payment_id").references((): AnySQLiteColumn => payments.id, { onDelete: "set null" }),
    /** For a reviewer's e-mails: the review (composed from its row at send time; gone with it). */
    listing_review_id: integer("listing_review_id").references((): AnySQLiteColumn => listingReviews.id, { onDelete: "set null" }),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** The last failure, for admins (never shown to the public). */
    last_error: text("last_error"),
    /**
     * For an RSVP's change notice: the fields of the event that changed in one save, before and after
     * (frozen when queued: the listing's row holds only the "after").
     */
    changes: text("changes", { mode: "json" }).$type<{ field: string; before: unknown; after: unknown }[]>(),
    /** For an organizer's message to the people going: the message (composed from its row at send time). */
    rsvp_message_id: integer("rsvp_message_id").references((): AnySQLiteColumn => eventRsvpMessages.id, { onDelete: "set null" }),
    /** For a follow's confirmation: the follow (a roundup goes to its recipient's follows). */
    follow_id: integer("follow_id").references((): AnySQLiteColumn => follows.id, { onDelete: "set null" }),
    /** A newsletter confirmation's link token, sealed (link-tokens.ts): queue messages carry ids only. */
    sealed_token: text("sealed_token"),
    created_at: text("created_at").notNull(),
    /** When the queue delivers it (decision notices wait out the undo window). */
    send_after: text("send_after").notNull(),
    sent_at: text("sent_at"),
  },
  (table) => [
    index("email_outbox_created_at_idx").on(table.created_at),
    index("email_outbox_status_idx").on(table.status, table.created_at),
    index("email_outbox_submission_id_idx").on(table.submission_id),
  ],
);
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Every public listing: the seeded catalogue (ids 1–110) and approved submissions (id 100000 + the
 * submission's id). Fields are the spec's Listing entity (section 3); lists are JSON arrays of strings.
 * Search (FTS5) and the per-city counters are kept in step by triggers (migration 0005).
 */
export const listings = sqliteTable(
  "listings",
  {
    id: integer("id").primaryKey(),
    source: text("source", { enum: LISTING_SOURCES }).notNull(),
    /** The submission a community listing was published from; null for the catalogue. */
    submission_id: integer("submission_id").references(() => submissions.id),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("published"),
    type: text("type", { enum: BROWSABLE_TYPES }).notNull(),
    /** The address is (type, city slug, slug); it never changes silently once public. */
    slug: text("slug").notNull(),
    city: text("city").notNull(),
    city_slug: text("city_slug").notNull(),
    province: text("province").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** A photo URL (https, or /api/uploads/{key}); null draws the generated artwork. */
    image: text("image"),
    location: text("location").notNull(),
    /**
     * Where it stands (WGS 84 degrees): the venue, or the middle of the area it is about. Null only for
     * community listings published before points existed.
     */
    lat: real("lat"),
    lon: real("lon"),
    /** The point's geohash (shared/places/geohash.ts): the "near" reads' index key (decision 0181). */
    geohash: text("geohash"),
    /** The slug of the neighbourhood holding the point (shared/places/neighbourhoods/), or null. */
    area: text("area"),
    /** Events: ISO yyyy-mm-dd (the first day; the spec's date). */
    date: text("date"),
    ...eventTimingColumns(),
    // Kept by every write path and the Cron Trigger (worker/features/listings/event-timing.ts) from the
    // columns above and the city's zone, so lists walk an index instead of expanding repeats per read.
    /** UTC ms of the start and end of the next occurrence not yet over; null when none (or no date). */
    next_start_at: integer("next_start_at"),
    next_end_at: integer("next_end_at"),
    /** UTC ms of the end of the final occurrence; null for an open-ended repeat (or no date). */
    last_end_at: integer("last_end_at"),
    ...typeFieldColumns(),
    /** JSON array of strings. */
    tags: text("tags", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    /** The paid tier of a community listing while its promotion runs, or null. */
    promoted: text("promoted", { enum: PROMOTED_TIERS }),
    /**
     * UTC ms when the paid promotion ends (publication + 30 days), or null. Reads compare it with the
     * clock, and the Cron Trigger clears `promoted` once it has passed (the content version moves, so
     * no cached page keeps an ended promotion).
     */
    promoted_until: integer("promoted_until"),
    website: text("website"),
    address: text("address"),
    phone: text("phone"),
    hours: text("hours"),
    /** JSON array of strings, or null. */
    highlights: text("highlights", { mode: "json" }).$type<string[]>(),
    best_time: text("best_time"),
    cost: text("cost"),
    /**
     * Shops and gems: one of the 16 business categories (shared/places/business-categories.ts), or
     * null; `/shop?category=` lists by it (decision 0117). Stories and events never hold one.
     */
    category: text("category", { enum: CATEGORY_SLUGS }),
    /**
     * Structured opening hours (a week of ranges and dated exceptions, shared/time/opening-hours-schema.ts)
     * as JSON, or null where only the free-text `hours` exist. Triggers (migration 0014) keep
     * `listing_open_ranges` and `listing_hours_exceptions` in step with it, for "open now" filtering.
     */
    opening_hours: text("opening_hours", { mode: "json" }).$type<OpeningHours>(),
    /** Closed for now or for good, as its owner says (shared/listings/listing-states.ts), or null: open as its hours say. */
    closure: text("closure", { enum: LISTING_CLOSURES }),
    /**
     * Its published reviews' count and the sum of their stars (tips have none), kept by triggers on
     * listing_reviews (migration 0044): the rating a card and a page show, read with the row.
     */
    review_count: integer("review_count").notNull().default(0),
    review_stars_total: integer("review_stars_total").notNull().default(0),
    /**
     * The language of the text fields above (a community listing may be written in French). Text in
     * other languages lives in `listing_translations`.
     */
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    /**
     * JSON array of the column names an admin has changed. The catalogue seed never overwrites these,
     * so a fixed typo survives every later `npm run db:seed`.
     */
    edited_fields: text("edited_fields", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** ISO 8601 (UTC). `updated_at` moves only when a field really changes. */
    created_at: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    updated_at: text("updated_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** When it last went public; null while unpublished. */
    published_at: text("published_at"),
  },
  (table) => [
    uniqueIndex("listings_address_idx").on(table.type, table.city_slug, table.slug),
    // Slugs are unique within a city across types (publishing probes this).
    index("listings_city_slug_idx").on(table.city_slug, table.slug),
    uniqueIndex("listings_submission_id_idx").on(table.submission_id),
    // Read paths, each ending in id (the stable list order): a type's list, a type in a city, a city's
    // "All" tab, trending (published in id order), Featured (featured, and promoted Pro).
    index("listings_status_type_id_idx").on(table.status, table.type, table.id),
    index("listings_status_type_city_id_idx").on(table.status, table.type, table.city, table.id),
    index("listings_status_city_id_idx").on(table.status, table.city, table.id),
    index("listings_status_featured_id_idx").on(table.status, table.featured, table.id),
    index("listings_status_promoted_id_idx").on(table.status, table.promoted, table.id),
    // A category's list (/shop?category=) in id order, and its count from the index alone.
    index("listings_status_category_id_idx").on(table.status, table.category, table.id),
    // A city's neighbourhood (?area=) in id order; a point's nearby cells (decision 0181).
    index("listings_status_city_area_id_idx").on(table.status, table.city, table.area, table.id),
    index("listings_status_geohash_idx").on(table.status, table.geohash),
    // GET /api/uploads/:key asks whether an image belongs to a published listing.
    index("listings_image_idx").on(table.image),
    // Events in time (migration 0013): upcoming soonest first (next_end_at last, so counting the ones not
    // over reads the index alone), past most recent first, each for all cities and for one; the Cron
    // Trigger finds the rows whose next occurrence has ended.
    index("listings_status_type_next_idx").on(table.status, table.type, table.next_start_at, table.id, table.next_end_at),
    index("listings_status_type_city_next_idx").on(table.status, table.type, table.city, table.next_start_at, table.id, table.next_end_at),
    index("listings_status_type_last_end_idx").on(table.status, table.type, table.last_end_at, table.id),
    index("listings_status_type_city_last_end_idx").on(table.status, table.type, table.city, table.last_end_at, table.id),
    index("listings_next_end_at_idx").on(table.next_end_at),
    check(
      "listings_source_submission",
      sql`(${table.source} = 'catalogue' AND ${table.submission_id} IS NULL) OR (${table.source} = 'community' AND ${table.submission_id} IS NOT NULL)`,
    ),
  ],
);

export type ListingRow = typeof listings.$inferSelect;

/**
 * A listing's text in one locale, each field optional: where one is missing a page in that locale
 * shows the listing's own text (marked with its `language`). A new locale is new rows, not columns.
 * The search index (listings_fts) holds every translation's words, kept by triggers (migration 0012).
 */
export const listingTranslations = sqliteTable(
  "listing_translations",
  {
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    title: text("title"),
    description: text("description"),
    location: text("location"),
    /** JSON array of strings, or null. */
    tags: text("tags", { mode: "json" }).$type<string[]>(),
    /** JSON array of strings, or null. */
    highlights: text("highlights", { mode: "json" }).$type<string[]>(),
    hours: text("hours"),
    best_time: text("best_time"),
    cost: text("cost"),
  },
  (table) => [primaryKey({ columns: [table.listing_id, table.locale] })],
);

export type ListingTranslationRow = typeof listingTranslations.$inferSelect;

/**
 * The words that find a listing type in search ("story stories news"), written from the listing-type
 * registry by the seed; the search triggers read them, so a new type needs no migration.
 */
export const listingTypeWords = sqliteTable("listing_type_words", {
  type: text("type").primaryKey(),
  words: text("words").notNull(),
});

/**
 * Published listings per (type, city), kept by triggers on `listings` (migration 0005), so the city
 * page's tab counts and a list's total are a few rows read, not a count over every listing.
 */
export const listingCounts = sqliteTable(
  "listing_counts",
  {
    type: text("type", { enum: BROWSABLE_TYPES }).notNull(),
    city: text("city").notNull(),
    n: integer("n").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.type, table.city] })],
);

/**
 * Published events per city that are upcoming (a next occurrence) and past (every occurrence over), kept
 * by triggers on `listings` (migration 0013) as the materialised columns change, so an event list's
 * total is one row read, not a count over every event. An occurrence that ended since the Cron Trigger
 * last ran is still counted upcoming until it runs (at most 15 minutes).
 */
export const eventCounts = sqliteTable("event_counts", {
  city: text("city").primaryKey(),
  upcoming: integer("upcoming").notNull().default(0),
  past: integer("past").notNull().default(0),
});

/**
 * Every admin change to a listing (beyond the spec): who, when, and each changed field's value before
 * and after, as a JSON array of { field, before, after }. Never updated or deleted; no cascade from
 * users, so removing an account keeps its trail.
 */
export const listingChanges = sqliteTable(
  "listing_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id),
    editor_id: text("editor_id")
      .notNull()
      .references(() => users.id),
    changed_at: text("changed_at").notNull(),
    changes: text("changes", { mode: "json" }).$type<{ field: string; before: unknown; after: unknown }[]>().notNull(),
    /** The audit action the change was made as (an owner's edit, a revert…): which changes can be reverted. Null before it was kept. */
    action: text("action", { enum: AUDIT_ACTIONS }),
  },
  (table) => [index("listing_changes_listing_id_idx").on(table.listing_id, table.id)],
);

/**
 * One row (id 1) whose `version` grows with every change to `listings` (triggers, migration 0008, in
 * the same transaction as the change): the public page cache keys on it, so an approval, an edit, an
 * unpublish or a seed is visible on the very next request, with nothing to purge.
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * A listing's weekly open ranges in local minutes of the week (Monday 00:00 = 0), one row per range,
 * written by triggers from `listings.opening_hours` (migration 0014): "open now" in a city is then an
 * index probe per city at that city's local minute, not a read of every listing's hours. A range that
 * runs past Sunday midnight is split in two; `day_minute` is the start of the day the range belongs to
 * (so a dated exception for that day can cancel it). Ranges last at most a day.
 */
export const listingOpenRanges = sqliteTable(
  "listing_open_ranges",
  {
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    city: text("city").notNull(),
    day_minute: integer("day_minute").notNull(),
    start_minute: integer("start_minute").notNull(),
    end_minute: integer("end_minute").notNull(),
  },
  (table) => [
    index("listing_open_ranges_city_start_idx").on(table.city, table.start_minute),
    index("listing_open_ranges_listing_idx").on(table.listing_id),
  ],
);

/**
 * A listing's dated exceptions (holiday closures, special hours), written by triggers from
 * `listings.opening_hours`: one row per range in minutes from that date's local midnight (past 1440 for
 * a range past midnight), and a closed day as one empty row (0, 0) that only marks the date.
 */
export const listingHoursExceptions = sqliteTable(
  "listing_hours_exceptions",
  {
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    city: text("city").notNull(),
    date: text("date").notNull(),
    start_minute: integer("start_minute").notNull(),
    end_minute: integer("end_minute").notNull(),
  },
  (table) => [
    index("listing_hours_exceptions_city_date_idx").on(table.city, table.date),
    index("listing_hours_exceptions_listing_date_idx").on(table.listing_id, table.date),
  ],
);

/**
 * Best Coffee Shops: the cities on the ballot (seeded from worker/db/seed/coffee-cities.ts by
 * worker/db/ballot-seed.ts). A sixth city is rows here and in the tables below, not code.
 * `edited_fields` names the columns (and `{field}_{locale}` texts) an admin changed: the seed leaves them.
 */
export const pollCities = sqliteTable("poll_cities", {
  slug: text("slug").primaryKey(),
  /** ISO 3166-2 subdivision code without the country, e.g. "BC". */
  region_code: text("region_code").notNull(),
  /** IANA zone: a season opens and closes at the city's wall-clock times. */
  time_zone: text("time_zone").notNull(),
  /** Fixed rating value used in the structured data. */
  rating_value: real("rating_value").notNull(),
  position: integer("position").notNull(),
  retired: integer("retired", { mode: "boolean" }).notNull().default(false),
  edited_fields: text("edited_fields", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
});

/** A ballot city's texts in one locale (a new locale is new rows). */
export const pollCityTexts = sqliteTable(
  "poll_city_texts",
  {
    city_slug: text("city_slug")
      .notNull()
      .references(() => pollCities.slug, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    city: text("city").notNull(),
    title: text("title").notNull(),
    province: text("province").notNull(),
    blurb: text("blurb").notNull(),
    intro: text("intro").notNull(),
  },
  (table) => [primaryKey({ columns: [table.city_slug, table.locale] })],
);

/** The shops on a city's ballot; their ids are what votes and browsers' stored votes are keyed by. */
export const pollShops = sqliteTable(
  "poll_shops",
  {
    city_slug: text("city_slug")
      .notNull()
      .references(() => pollCities.slug, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: text("name").notNull(),
    image: text("image"),
    address: text("address").notNull(),
    /** The city as the shop's card shows it, e.g. "Montreal". */
    city: text("city").notNull(),
    reviews: integer("reviews").notNull(),
    position: integer("position").notNull(),
    retired: integer("retired", { mode: "boolean" }).notNull().default(false),
    /**
     * The first season year the shop is on the ballot, or null for every season: a nomination accepted
     * after the open season's cut-off joins the next one (shared/voting/nominations.ts).
     */
    from_year: integer("from_year"),
    /**
     * The listing id of the shop's own page, if it has one (the seeded cafés do; a shop an admin adds does
     * not). Read through a join with the published listings, so a listing unpublished or not seeded shows no link.
     */
    listing_id: integer("listing_id"),
    edited_fields: text("edited_fields", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (table) => [primaryKey({ columns: [table.city_slug, table.id] })],
);

/** A ballot shop's texts in one locale. */
export const pollShopTexts = sqliteTable(
  "poll_shop_texts",
  {
    city_slug: text("city_slug").notNull(),
    shop_id: text("shop_id").notNull(),
    locale: text("locale", { enum: LOCALES }).notNull(),
    description: text("description").notNull(),
    /** JSON array of strings. */
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.city_slug, table.shop_id, table.locale] })],
);

/**
 * A city's yearly award season: votes count from `opens_at` until `closes_at` (ISO instants, computed
 * from the city's wall-clock times when the season was written). `hide_final_week` hides the counts
 * for the last 7 days, until the results.
 */
export const awardSeasons = sqliteTable(
  "award_seasons",
  {
    city_slug: text("city_slug")
      .notNull()
      .references(() => pollCities.slug, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    opens_at: text("opens_at").notNull(),
    closes_at: text("closes_at").notNull(),
    hide_final_week: integer("hide_final_week", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.city_slug, table.year] }), check("award_seasons_window", sql`${table.opens_at} < ${table.closes_at}`)],
);

/**
 * A shop nominated for a city's ballot ("Own a Coffee Shop?", "Nominate a shop"). Pending until an admin
 * accepts it (the shop joins the ballot: `shop_id`, for the season `season_year`) or declines it with a
 * reason. The nominator is e-mailed in `language` on receipt and on the decision.
 */
export const nominations = sqliteTable(
  "nominations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    city_slug: text("city_slug")
      .notNull()
      .references(() => pollCities.slug),
    shop_name: text("shop_name").notNull(),
    address: text("address").notNull(),
    website: text("website"),
    reason: text("reason").notNull(),
    nominator_email: text("nominator_email").notNull(),
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    status: text("status", { enum: NOMINATION_STATUSES }).notNull().default("pending"),
    created_at: text("created_at").notNull(),
    decided_at: text("decided_at"),
    decided_by: text("decided_by").references(() => users.id),
    decline_reason: text("decline_reason"),
    shop_id: text("shop_id"),
    season_year: integer("season_year"),
  },
  (table) => [index("nominations_status_idx").on(table.status, table.created_at)],
);
export type NominationRow = typeof nominations.$inferSelect;

/**
 * The ballot's audit trail, like `listing_changes` for listings: who changed which city or shop when,
 * and each field before → after. Append-only.
 */
export const ballotChanges = sqliteTable(
  "ballot_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    city_slug: text("city_slug").notNull(),
    /** Null for a change to the city itself (its texts, a new city, the shops' order). */
    shop_id: text("shop_id"),
    nomination_id: integer("nomination_id").references(() => nominations.id),
    action: text("action", { enum: BALLOT_CHANGE_ACTIONS }).notNull(),
    editor_id: text("editor_id")
      .notNull()
      .references(() => users.id),
    changed_at: text("changed_at").notNull(),
    changes: text("changes", { mode: "json" }).$type<{ field: string; before: unknown; after: unknown }[]>().notNull(),
  },
  (table) => [index("ballot_changes_city_idx").on(table.city_slug, table.id)],
);

/**
 * Real visitors' Web Vitals as daily histograms: how many sampled page views of a route, in a language,
 * had a metric in a bucket (shared/performance/web-vitals.ts) on a UTC day. Counts only — no visitor, no
 * address, no time finer than the day. Kept VITALS_RETENTION_DAYS.
 */
export const webVitalsDaily = sqliteTable(
  "web_vitals_daily",
  {
    day: text("day").notNull(),
    route: text("route").notNull(),
    locale: text("locale", { enum: LOCALES }).notNull(),
    metric: text("metric", { enum: VITAL_METRICS }).notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.route, table.locale, table.metric, table.bucket] })],
);

/**
 * What each listing's page got: one row per listing and day with any activity (a quiet day has none),
 * the day being the listing's city's (yyyy-mm-dd); days older than ACTIVITY_DAILY_MONTHS are folded into
 * one row per listing and month (yyyy-mm) by the Cron Trigger. Counts only: no visitor in them.
 */
export const listingActivity = sqliteTable(
  "listing_activity",
  {
    listing_id: integer("listing_id").notNull(),
    period: text("period").notNull(),
    view: integer("view").notNull().default(0),
    call: integer("call").notNull().default(0),
    directions: integer("directions").notNull().default(0),
    website: integer("website").notNull().default(0),
    save: integer("save").notNull().default(0),
    share: integer("share").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.listing_id, table.period] }), index("listing_activity_period_idx").on(table.period)],
);

/**
 * The day's counted visitors: a hash of (network, user agent, listing, action) under the day's salt, so a
 * visitor is counted once per listing, action and day. Deleted with the salts once the day is over everywhere.
 */
export const activityVisitors = sqliteTable(
  "activity_visitors",
  {
    hash: text("hash").primaryKey(),
    day: text("day").notNull(),
  },
  (table) => [index("activity_visitors_day_idx").on(table.day)],
);

/** One random salt per calendar day (yyyy-mm-dd), deleted once that day is over in every city. */
export const activitySalts = sqliteTable("activity_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Who manages a listing besides the staff (shared/owners/owner-roles.ts): one row per person and listing.
 * Owner accounts are `users` without a staff role; removing the listing or the account removes the row.
 */
export const listingOwners = sqliteTable(
  "listing_owners",
  {
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: OWNER_ROLES }).notNull(),
    /** How this person proved it (a manager: "invitation"), and when: the page's "Verified owner · Nov 2026". */
    proof: text("proof", { enum: OWNER_PROOFS }).notNull(),
    verified_at: text("verified_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.listing_id, table.user_id] }), index("listing_owners_user_idx").on(table.user_id)],
);

/**
 * Claims on listings (shared/owners/claim-rules.ts): who asked, with what evidence, and the single-use link
 * that verifies it (only its hash; the e-mail's outbox row holds the sealed copy the queue consumer opens).
 * A verified claim names the account it made an owner.
 */
export const ownerClaims = sqliteTable(
  "owner_claims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    role_at_business: text("role_at_business").notNull(),
    phone: text("phone"),
    note: text("note"),
    /** The claimant's language: their e-mails come in it. */
    language: text("language", { enum: LOCALES }).notNull(),
    status: text("status", { enum: CLAIM_STATUSES }).notNull(),
    /** The proof the listing_owners row will carry once the link is followed. */
    proof: text("proof", { enum: OWNER_PROOFS }),
    link_token_hash: text("link_token_hash"),
    link_expires_at: text("link_expires_at"),
    /** The code to place on the website (public once placed, so kept as is), and what the last check found. */
    website_code: text("website_code"),
    website_check: text("website_check", { enum: WEBSITE_FINDINGS }),
    /** Why a moderator refused the claim (e-mailed to the claimant). */
    refusal_reason: text("refusal_reason"),
    created_at: text("created_at").notNull(),
    verified_at: text("verified_at"),
    user_id: text("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("owner_claims_listing_idx").on(table.listing_id),
    index("owner_claims_status_idx").on(table.status),
    uniqueIndex("owner_claims_link_idx").on(table.link_token_hash),
    uniqueIndex("owner_claims_website_code_idx").on(table.website_code),
  ],
);

/**
 * An owner's request to change what only the team changes (the name, the address, the category): the
 * fields that differ from the listing, before → after, with a note; a moderator approves (written as an
 * edit, `listing_changes` and all) or refuses with a reason. The requester is e-mailed in `language`.
 */
export const listingChangeRequests = sqliteTable(
  "listing_change_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    requester_id: text("requester_id").references(() => users.id, { onDelete: "set null" }),
    changes: text("changes", { mode: "json" }).$type<{ field: string; before: unknown; after: unknown }[]>().notNull(),
    note: text("note"),
    language: text("language", { enum: LOCALES }).notNull(),
    status: text("status", { enum: CHANGE_REQUEST_STATUSES }).notNull(),
    refusal_reason: text("refusal_reason"),
    created_at: text("created_at").notNull(),
    decided_at: text("decided_at"),
  },
  (table) => [
    index("listing_change_requests_status_idx").on(table.status, table.id),
    index("listing_change_requests_listing_idx").on(table.listing_id),
  ],
);

/**
 * Single-use links to /owner other than a claim's (shared/owners/owner-links.ts): a sign-in link for an
 * address that manages a listing, or an owner's invitation to a manager (its listing and inviter). Only the
 * token's hash is kept; the e-mail's outbox row holds the sealed copy. The retention job deletes a link a
 * day after it stops working.
 */
export const ownerLinks = sqliteTable(
  "owner_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    purpose: text("purpose", { enum: OWNER_LINK_PURPOSES }).notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** The page's language when it was asked for: the e-mail comes in it. */
    language: text("language", { enum: LOCALES }).notNull(),
    listing_id: integer("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    invited_by: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    token_hash: text("token_hash").notNull(),
    expires_at: text("expires_at").notNull(),
    created_at: text("created_at").notNull(),
    used_at: text("used_at"),
  },
  (table) => [uniqueIndex("owner_links_token_idx").on(table.token_hash), index("owner_links_expires_idx").on(table.expires_at)],
);

/**
 * A listing's photos, managed by its owners (worker/features/owners/listing-photos.ts): the image in the
 * UPLOADS bucket under `key` (an upload's final key), its size, its place in the order (0 is the cover, the
 * page's main image), what it shows in English and optionally French, and who added it when. At most
 * LISTING_PHOTOS_MAX per listing. Triggers move the content version (cached pages show the change).
 */
export const listingPhotos = sqliteTable(
  "listing_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull(),
    alt: text("alt").notNull(),
    alt_fr: text("alt_fr"),
    added_by: text("added_by").references(() => users.id, { onDelete: "set null" }),
    added_at: text("added_at").notNull(),
  },
  (table) => [uniqueIndex("listing_photos_key_idx").on(table.key), index("listing_photos_listing_idx").on(table.listing_id, table.position)],
);

/**
 * Visitors' reviews and tips of a listing (shared/reviews/review-rules.ts). Nobody has an account: the
 * reviewer's e-mailed link (only its hash here, with a sealed copy for later e-mails) publishes the review
 * and lets them edit or delete it. One review that got past its link per address and per browser and
 * listing (the two partial unique indexes); unconfirmed ones are nobody's yet.
 */
export const listingReviews = sqliteTable(
  "listing_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REVIEW_KINDS }).notNull(),
    /** 1–5 for a review, null for a tip. */
    stars: integer("stars"),
    text: text("text").notNull(),
    /** SHA-256 of the text's letters and digits (normalizedText): a copy of another review's text is held. */
    text_hash: text("text_hash").notNull(),
    /** yyyy-mm. */
    visit_month: text("visit_month").notNull(),
    display_name: text("display_name").notNull(),
    /** The language the review is written in (shown with `lang` on a page of the other language); its e-mails come in it. */
    language: text("language", { enum: LOCALES }).notNull(),
    /** Lower-cased; never shown on the page. */
    email: text("email").notNull(),
    /** SHA-256 of the browser's own random key. */
    browser_key_hash: text("browser_key_hash").notNull(),
    status: text("status", { enum: LISTING_REVIEW_STATUSES }).notNull(),
    /** Why it waits for a moderator (while held). */
    hold_reason: text("hold_reason", { enum: HOLD_REASONS }),
    /** Why a moderator hid it (while hidden): the page counts these. */
    hide_reason: text("hide_reason", { enum: HIDE_REASONS }),
    /** The reviewer has used the one edit a hidden review allows (it went back to the moderators). */
    edited_after_hide: integer("edited_after_hide", { mode: "boolean" }).notNull().default(false),
    link_token_hash: text("link_token_hash").notNull(),
    link_token_sealed: text("link_token_sealed"),
    link_expires_at: text("link_expires_at").notNull(),
    created_at: text("created_at").notNull(),
    updated_at: text("updated_at").notNull(),
    /** When its link was followed (the "newest" order, the burst window). */
    confirmed_at: text("confirmed_at"),
  },
  (table) => [
    check(
      "listing_reviews_stars_check",
      sql`(${table.kind} = 'tip' AND ${table.stars} IS NULL) OR (${table.kind} = 'review' AND ${table.stars} BETWEEN 1 AND 5)`,
    ),
    uniqueIndex("listing_reviews_link_idx").on(table.link_token_hash),
    uniqueIndex("listing_reviews_one_per_email_idx")
      .on(table.listing_id, table.email)
      .where(sql`${table.status} <> 'unconfirmed'`),
    uniqueIndex("listing_reviews_one_per_browser_idx")
      .on(table.listing_id, table.browser_key_hash)
      .where(sql`${table.status} <> 'unconfirmed'`),
    index("listing_reviews_newest_idx").on(table.listing_id, table.status, table.confirmed_at, table.id),
    index("listing_reviews_stars_idx").on(table.listing_id, table.status, table.stars, table.confirmed_at, table.id),
    index("listing_reviews_language_idx").on(table.listing_id, table.status, table.language, table.confirmed_at, table.id),
    index("listing_reviews_queue_idx").on(table.status, table.updated_at),
    index("listing_reviews_text_hash_idx").on(table.text_hash),
    // A reviewer's data download: every review from one address, on any listing.
    index("listing_reviews_email_idx").on(table.email),
  ],
);
export type ListingReviewRow = typeof listingReviews.$inferSelect;

/** Anyone's report of a review, with a reason from the fixed list; open until a moderator decides the review. */
export const reviewReports = sqliteTable(
  "review_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    review_id: integer("review_id")
      .notNull()
      .references(() => listingReviews.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: HIDE_REASONS }).notNull(),
    /** An owner of the listing reporting from /owner; null for anyone else. */
    reporter_id: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    created_at: text("created_at").notNull(),
    resolved_at: text("resolved_at"),
  },
  (table) => [index("review_reports_review_idx").on(table.review_id, table.resolved_at)],
);

/**
 * A review's photos (at most REVIEW_PHOTOS_MAX): uploaded through POST /api/uploads, attached when the review
 * is written; served only while their review is published (worker/features/uploads/uploads-routes.ts).
 */
export const reviewPhotos = sqliteTable(
  "review_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    review_id: integer("review_id")
      .notNull()
      .references(() => listingReviews.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** What it shows, in the review's language (its alt text); null: "Photo 1 by {name}". */
    caption: text("caption"),
    position: integer("position").notNull(),
  },
  (table) => [uniqueIndex("review_photos_key_idx").on(table.key), index("review_photos_review_idx").on(table.review_id, table.position)],
);

/**
 * A verified owner's public reply to a review, one per review: every version is a row (the history kept),
 * the newest is the one shown.
 */
export const reviewReplies = sqliteTable(
  "review_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    review_id: integer("review_id")
      .notNull()
      .references(() => listingReviews.id, { onDelete: "cascade" }),
    author_id: text("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    written_at: text("written_at").notNull(),
  },
  (table) => [index("review_replies_review_idx").on(table.review_id, table.id)],
);

/**
 * An event's RSVP settings ("Going", docs/events.md): set by the submitter (the status page) or staff.
 * No row, or `enabled` false: the event page keeps the organizer's own "Register Now" link.
 */
export const eventRsvpSettings = sqliteTable("event_rsvp_settings", {
  listing_id: integer("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  enabled: integer("enabled", { mode: "boolean" }).notNull(),
  /** Places per occurrence; null is no limit. */
  capacity: integer("capacity"),
  /** The most places one person may take (1–10). */
  max_places: integer("max_places").notNull(),
  question: text("question"),
  /** UTC ms after which no RSVP is taken; null: until the occurrence starts. */
  closes_at: integer("closes_at"),
  /** Also remind everyone going 2 hours before the occurrence starts (off unless the organizer asks). */
  remind_soon: integer("remind_soon", { mode: "boolean" }).notNull().default(false),
  updated_at: integer("updated_at").notNull(),
});

/**
 * One person's RSVP for one occurrence of an event (its local start day). `status` is decided by one
 * conditional write (worker/features/going/rsvp-queries.ts), so the places never exceed the capacity.
 * The private link's token is kept hashed, and sealed for the e-mails that carry it.
 */
export const eventRsvps = sqliteTable(
  "event_rsvps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    occurrence_day: text("occurrence_day").notNull(),
    /** UTC ms when the occurrence ends: the retention job erases the row 30 days after it. */
    occurrence_end_at: integer("occurrence_end_at").notNull(),
    name: text("name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    places: integer("places").notNull(),
    answer: text("answer"),
    status: text("status", { enum: RSVP_STATUSES }).notNull(),
    language: text("language", { enum: LOCALES }).notNull(),
    token_hash: text("token_hash").notNull(),
    token_sealed: text("token_sealed").notNull(),
    /** UTC ms of the reminder: 9:00 the day before, in the event's city (shared/going/rsvp-reminder.ts). */
    remind_at: integer("remind_at").notNull(),
    /** When the reminder was queued; null until then. */
    reminded_at: integer("reminded_at"),
    /** UTC ms 2 hours before the occurrence starts: the reminder sent then if the organizer asks for it (null: taken before it existed). */
    soon_at: integer("soon_at"),
    /** When that reminder was queued; null until then. */
    soon_reminded_at: integer("soon_reminded_at"),
    /** The code shown at the door (shared/going/checkin-code.ts); null for RSVPs taken before check-in existed. */
    checkin_code: text("checkin_code"),
    /** When the organizer checked this RSVP in at the door; null until then. */
    checked_in_at: integer("checked_in_at"),
    created_at: integer("created_at").notNull(),
    updated_at: integer("updated_at").notNull(),
  },
  (table) => [
    // The places taken and the waitlist of one occurrence, in order.
    index("event_rsvps_occurrence_idx").on(table.listing_id, table.occurrence_day, table.status, table.id),
    uniqueIndex("event_rsvps_token_idx").on(table.token_hash),
    // A code names one RSVP of one occurrence (a repeating event's days may reuse a code).
    uniqueIndex("event_rsvps_checkin_idx").on(table.listing_id, table.occurrence_day, table.checkin_code),
    index("event_rsvps_end_idx").on(table.occurrence_end_at),
    // The cron's due reminders.
    index("event_rsvps_remind_idx").on(table.remind_at),
    index("event_rsvps_soon_idx").on(table.soon_at),
    check("event_rsvps_places_check", sql`${table.places} BETWEEN 1 AND 10`),
  ],
);

/**
 * An organizer's message to everyone going (and, if asked, waiting) on one occurrence: kept for the
 * outbox rows that send it and for the limit of messages per event a day; erased with the RSVPs.
 */
export const eventRsvpMessages = sqliteTable(
  "event_rsvp_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listing_id: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    occurrence_day: text("occurrence_day").notNull(),
    /** UTC ms when the occurrence ends: the retention job erases the message with its RSVPs. */
    occurrence_end_at: integer("occurrence_end_at").notNull(),
    subject: text("subject").notNull(),
    /** Plain text, as the organizer wrote it. */
    body: text("body").notNull(),
    include_waitlist: integer("include_waitlist", { mode: "boolean" }).notNull(),
    /** How many people it was queued to. */
    recipients: integer("recipients").notNull(),
    created_at: integer("created_at").notNull(),
  },
  (table) => [
    index("event_rsvp_messages_listing_idx").on(table.listing_id, table.created_at),
    index("event_rsvp_messages_end_idx").on(table.occurrence_end_at),
  ],
);

/**
 * Follows: an address that asked for the weekly roundup of new events of a city, a venue or an
 * organizer (shared/going/follow-schema.ts). One row per address and thing followed, each with its own
 * double opt-in; kept until unsubscribed (the retention job erases unconfirmed and unsubscribed rows).
 */
export const follows = sqliteTable(
  "follows",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    kind: text("kind", { enum: FOLLOW_KINDS }).notNull(),
    /** The city: the one followed, or the venue's. Null for an organizer. */
    city: text("city"),
    /**
     * What is matched: a city's name; a venue's location, trimmed and lower-cased; for an organizer, the
     * id of the event it was followed from (the submitter's address stays in their submission).
     */
    target: text("target").notNull(),
    /** What is followed in words, as the e-mails name it (a venue's location, an event's title). */
    label: text("label").notNull(),
    /** The language of the page it was asked on: its e-mails come in it. */
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    created_at: text("created_at").notNull(),
    confirm_token_hash: text("confirm_token_hash"),
    confirm_sent_at: text("confirm_sent_at"),
    /** The consent time; null until the e-mailed link is followed. */
    confirmed_at: text("confirmed_at"),
    unsubscribed_at: text("unsubscribed_at"),
  },
  (table) => [
    uniqueIndex("follows_email_kind_target_idx").on(table.email, table.kind, table.target),
    uniqueIndex("follows_confirm_token_hash_idx").on(table.confirm_token_hash),
    check("follows_email_lower", sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * One row per address and ISO week a roundup was claimed for (the idempotency key, as digest_sends);
 * its time is where the next roundup's "new since" starts. Erased once the address follows nothing.
 */
export const followRoundups = sqliteTable(
  "follow_roundups",
  {
    email: text("email").notNull(),
    week: text("week").notNull(),
    outbox_id: integer("outbox_id"),
    created_at: text("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.week] })],
);
