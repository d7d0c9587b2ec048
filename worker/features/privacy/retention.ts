// The retention job (the hourly Cron Trigger): personal data leaves once its purpose is served, as the
// privacy page says (shared/privacy/retention.ts). Each step is one statement over an index-backed
// condition, so a run costs the rows it changes.
//   - Submitters' names and e-mails, SUBMITTER_RETENTION_DAYS after the decision (the submission, and a
//     published listing's content, stay; the private status link keeps working, showing no name).
//   - Newsletter rows, NEWSLETTER_RETENTION_DAYS after unsubscribing or after an unanswered confirmation.
//   - Follows, FOLLOW_RETENTION_DAYS after unsubscribing or after an unanswered confirmation; the weekly
//     roundups' log of an address once it follows nothing.
//   - The e-mail outbox's finished records (sent, failed, skipped: their recipient), OUTBOX_RETENTION_DAYS after.
//   - RSVPs to events (name, e-mail, places, answer, check-in) and organizers' messages to them,
//     RSVP_RETENTION_DAYS after their occurrence ended.
//   - Audit log entries (staff addresses, addresses typed into failed logins), AUDIT_RETENTION_DAYS after.
//   - Claimants' details (name, e-mail, phone, role, note), CLAIM_RETENTION_DAYS after the claim, unless it
//     still waits for the team (the claim's listing, status and proof stay); an owner's note on a change
//     request, as long after the team's decision (the fields asked for stay: they are the listing's).
//   - Web Vitals' daily counts (not personal: no visitor in them), VITALS_RETENTION_DAYS after their day.
//   - Listing activity's visitor hashes and daily salts, once their day is over in every city (the counts
//     themselves hold no visitor and stay; worker/features/activity/activity-queries.ts).
//   - Reviews whose e-mailed link was never followed, UNCONFIRMED_REVIEW_RETENTION_DAYS after, with their photos.
//   - Owners' sign-in links and managers' invitations (owner_links: an address), a day after they stop working.
//   - WebAuthn challenges once expired (nothing can use them; anyone can ask for sign-in options, so
//     they must not pile up between sign-ins, which also sweep them).
// Network hashes live in the RateLimiter objects, which forget themselves (worker/rate-limit/rate-limiter.ts).
import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, notExists, or, sql } from "drizzle-orm";
import {
  AUDIT_RETENTION_DAYS,
  CLAIM_RETENTION_DAYS,
  FOLLOW_RETENTION_DAYS,
  NEWSLETTER_RETENTION_DAYS,
  OUTBOX_RETENTION_DAYS,
  RSVP_RETENTION_DAYS,
  SUBMITTER_RETENTION_DAYS,
  UNCONFIRMED_REVIEW_RETENTION_DAYS,
} from "@shared/privacy/retention";
import { VITALS_RETENTION_DAYS } from "@shared/performance/web-vitals";
import { utcDay } from "@shared/time/city-day";
import { createDb } from "../../db/client";
import { forgetVisitors } from "../activity/activity-queries";
import {
  auditLog,
  emailOutbox,
  listingChangeRequests,
  listingReviews,
  newsletterSubscribers,
  reviewPhotos,
  ownerClaims,
  ownerLinks,
  submissions,
  webauthnChallenges,
  webVitalsDaily,
  eventRsvps,
  eventRsvpMessages,
  followRoundups,
  follows,
} from "../../db/schema";

const DAY_MS = 86_400_000;
const before = (nowMs: number, days: number) => new Date(nowMs - days * DAY_MS).toISOString();

/** The days a submitter's details are kept: the SUBMITTER_RETENTION_DAYS var when it is a whole number ≥ 1. */
export function submitterRetentionDays(env: Pick<Env, "SUBMITTER_RETENTION_DAYS">): number {
  const days = Number(env.SUBMITTER_RETENTION_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : SUBMITTER_RETENTION_DAYS;
}

/**
 * A double opt-in row past its keeping (a newsletter subscriber, a follow): unsubscribed before the cutoff,
 * or never confirmed and its confirmation e-mail (or the row) older than it.
 */
function lapsedOptIn(table: typeof newsletterSubscribers | typeof follows, cutoff: string) {
  return or(
    lt(table.unsubscribed_at, cutoff),
    and(isNull(table.confirmed_at), lt(sql`coalesce(${table.confirm_sent_at}, ${table.created_at})`, cutoff)),
  );
}

export async function applyRetention(env: Pick<Env, "DB" | "SUBMITTER_RETENTION_DAYS" | "UPLOADS">, nowMs: number) {
  const db = createDb(env.DB);
  const newsletterCutoff = before(nowMs, NEWSLETTER_RETENTION_DAYS);
  const [
    submitters,
    claimants,
    changeNotes,
    subscribers,
    emails,
    auditEntries,
    vitalsDays,
    challenges,
    links,
    rsvps,
    rsvpMessages,
    followRows,
    roundupRows,
    activityHashes,
    activitySalts,
  ] = await db.batch([
    db
      .update(submissions)
      .set({ submitter_name: "", submitter_email: "" })
      .where(
        and(
          isNotNull(submissions.reviewed_at),
          lt(submissions.reviewed_at, before(nowMs, submitterRetentionDays(env))),
          inArray(submissions.status, ["approved", "rejected"]),
          ne(submissions.submitter_email, ""),
        ),
      ),
    db
      .update(ownerClaims)
      .set({ name: "", email: "", phone: null, note: null, role_at_business: "" })
      .where(and(lt(ownerClaims.created_at, before(nowMs, CLAIM_RETENTION_DAYS)), ne(ownerClaims.status, "queued"), ne(ownerClaims.email, ""))),
    db
      .update(listingChangeRequests)
      .set({ note: null })
      .where(and(lt(listingChangeRequests.decided_at, before(nowMs, CLAIM_RETENTION_DAYS)), isNotNull(listingChangeRequests.note))),
    db.delete(newsletterSubscribers).where(lapsedOptIn(newsletterSubscribers, newsletterCutoff)),
    db
      .delete(emailOutbox)
      .where(and(inArray(emailOutbox.status, ["sent", "failed", "skipped"]), lt(emailOutbox.created_at, before(nowMs, OUTBOX_RETENTION_DAYS)))),
    db.delete(auditLog).where(lt(auditLog.at, before(nowMs, AUDIT_RETENTION_DAYS))),
    db.delete(webVitalsDaily).where(lt(webVitalsDaily.day, utcDay(nowMs - VITALS_RETENTION_DAYS * DAY_MS))),
    db.delete(webauthnChallenges).where(lte(webauthnChallenges.expires_at, new Date(nowMs).toISOString())),
    db.delete(ownerLinks).where(lte(ownerLinks.expires_at, before(nowMs, 1))),
    db.delete(eventRsvps).where(lt(eventRsvps.occurrence_end_at, nowMs - RSVP_RETENTION_DAYS * DAY_MS)),
    // An organizer's messages to the people going leave with their RSVPs (their outbox rows let go of them).
    db.delete(eventRsvpMessages).where(lt(eventRsvpMessages.occurrence_end_at, nowMs - RSVP_RETENTION_DAYS * DAY_MS)),
    db.delete(follows).where(lapsedOptIn(follows, before(nowMs, FOLLOW_RETENTION_DAYS))),
    // After the follows above (a batch runs in order): an address that follows nothing any more.
    db.delete(followRoundups).where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(follows)
          .where(eq(follows.email, followRoundups.email)),
      ),
    ),
    ...forgetVisitors(db, nowMs),
  ]);
  const expiredReview = and(
    eq(listingReviews.status, "unconfirmed"),
    lt(listingReviews.created_at, before(nowMs, UNCONFIRMED_REVIEW_RETENTION_DAYS)),
  );
  // Their photos' rows go with them (cascade); the images leave the bucket too, as when a reviewer deletes one.
  const expiredPhotos = await db
    .select({ key: reviewPhotos.key })
    .from(reviewPhotos)
    .innerJoin(listingReviews, eq(listingReviews.id, reviewPhotos.review_id))
    .where(expiredReview);
  const unconfirmedReviews = await db.delete(listingReviews).where(expiredReview);
  if (expiredPhotos.length > 0) await env.UPLOADS.delete(expiredPhotos.map((photo) => photo.key));
  return {
    submitters: submitters.meta.changes,
    claimants: claimants.meta.changes,
    changeNotes: changeNotes.meta.changes,
    subscribers: subscribers.meta.changes,
    emails: emails.meta.changes,
    auditEntries: auditEntries.meta.changes,
    vitalsDays: vitalsDays.meta.changes,
    challenges: challenges.meta.changes,
    ownerLinks: links.meta.changes,
    rsvps: rsvps.meta.changes,
    rsvpMessages: rsvpMessages.meta.changes,
    follows: followRows.meta.changes,
    followRoundups: roundupRows.meta.changes,
    activityHashes: activityHashes.meta.changes,
    activitySalts: activitySalts.meta.changes,
    unconfirmedReviews: unconfirmedReviews.meta.changes,
  };
}
