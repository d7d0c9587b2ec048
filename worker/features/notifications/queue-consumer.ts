// Consumer of the e-mail queue (and of its dead-letter queue). Each job names an outbox row; the e-mail
// is composed from the current data at send time. A failed send is recorded on the row and retried by the
// queue; after the last retry the job lands in the dead-letter queue, whose consumer marks the row failed.
import { rsvpMessage } from "../going/rsvp-messages";
import { detailPath, newsletterConfirmPath, pagePaths, resubmitPath, submissionStatusPath, coffeeCityPath } from "@shared/routing/paths";
import { receiptPath } from "@shared/routing/receipt-paths";
import { invitePath } from "@shared/admin/admin-paths";
import * as clock from "@shared/time/clock";
import { createDb, type Db } from "../../db/client";
import { sendEmail } from "../../email/send-email";
import { currentReview, decisionStillStands } from "../admin/moderation-queries";
import { loadSubscriber, pauseBouncedSubscriber } from "../newsletter/newsletter-queries";
import { sampleNewsletterLinks, unsubscribeLinks } from "../newsletter/unsubscribe-route";
import {
  approvedEmail,
  digestEmail,
  followConfirmEmail,
  followRoundupEmail,
  invitationEmail,
  ownerLinkEmail,
  signInLinkEmail,
  managerInvitationEmail,
  claimNoticeEmail,
  claimRefusedEmail,
  changeDecidedEmail,
  reviewHiddenEmail,
  reviewLinkEmail,
  reviewReplyEmail,
  newsletterConfirmEmail,
  nominationAcceptedEmail,
  nominationDeclinedEmail,
  nominationReceiptEmail,
  paymentReceivedEmail,
  listingPaymentReceivedEmail,
  receiptEmail,
  rejectedEmail,
} from "./email-templates";
import { ballotCityName, nominationById, seasonOpensLater } from "../voting/nomination-queries";
import { composeDigest } from "../newsletter/digest";
import { latestPayment, paidPayment } from "../payments/payment-queries";
import { refundSubmission } from "../payments/refunds";
import { listingPaymentForEmail, paymentTax } from "../payments/receipts";
import { invitationByToken } from "../people/invitations";
import { claimByLinkHash, claimForNotice, ownerLanguage, refusedClaim } from "../owners/claims";
import { decidedRequest } from "../owners/change-requests";
import { ownerLinkByHash } from "../owners/owner-links";
import { ownerLinkPath, ownerReceiptPath } from "@shared/owners/claim-paths";
import { reviewManagePath } from "@shared/reviews/review-paths";
import { reviewWithListing } from "../reviews/review-queries";
import { replyHistory } from "../reviews/review-replies";
import { personById } from "../people/people-queries";
import { hashLinkToken, openToken } from "./link-tokens";
import { EMAIL_DEAD_LETTER_QUEUE_NAME, isEmailJob, type EmailJob } from "./email-queue";
import { loadOutbox, markFailed, markRetrying, markSent, markSkipped } from "./outbox-queries";
import { loadSubmissionForEmail } from "./submission-links";
import { localizedPath, type Locale } from "@shared/i18n/locales";
import { rsvpByTokenHash } from "../going/rsvp-manage-queries";
import { composeRsvpChangeEmail, composeRsvpMessageEmail, composeRsvpEmail } from "../going/rsvp-email";
import { loadFollow } from "../going/follow-queries";
import { addressLanguage, composeRoundup, ROUNDUP_ZONE } from "../going/follow-roundup";
import { followConfirmUrl, followDataUrl, followUnsubscribeUrl, followWords } from "../going/follow-routes";
import { digestWeek } from "@shared/newsletter/digest-schedule";

/** Which RSVP e-mail each outbox kind composes. */
const RSVP_EMAILS = {
  rsvp_confirmation: "confirmation",
  rsvp_promoted: "promoted",
  rsvp_reminder: "reminder",
  rsvp_reminder_soon: "soon",
} as const;

export async function handleEmailQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    if (!isEmailJob(message.body)) {
      console.error(`Queue ${batch.queue}: dropped a message that is not an e-mail job`);
      message.ack();
      continue;
    }
    const job = message.body;
    if (batch.queue === EMAIL_DEAD_LETTER_QUEUE_NAME) {
      try {
        await markFailed(db, job.outboxId);
        // A newsletter address that cannot receive mail gets no more until its owner resumes (admins see it).
        await pauseBouncedSubscriber(db, job.outboxId);
        message.ack();
      } catch (error) {
        console.error(`E-mail ${job.outboxId}: could not be marked failed`, error);
        message.retry();
      }
      continue;
    }
    try {
      await deliver(env, db, job);
      message.ack();
    } catch (error) {
      console.error(`E-mail ${job.outboxId}: attempt ${message.attempts} failed`, error);
      await markRetrying(db, job.outboxId, describe(error)).catch((cause) => console.error("outbox update failed", cause));
      message.retry();
    }
  }
}

/** A short reason for admins: the error's message, never a stack. */
function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300) || "Unknown error";
}

/** Sends the e-mail of one job, or skips it when it is no longer due. Throws when the send fails. */
async function deliver(env: Env, db: Db, job: EmailJob): Promise<void> {
  const row = await loadOutbox(db, job.outboxId);
  /** An address of the site in the recipient's language. */
  const link = (path: string, locale: Locale) => `${job.origin}${localizedPath(path, locale)}`;
  // Delivered twice (queues deliver at least once), or already given up on: nothing to do.
  if (!row || row.status === "sent" || row.status === "skipped") return;

  switch (row.kind) {
    case "receipt": {
      const submission = row.submission_id === null ? null : await loadSubmissionForEmail(db, row.submission_id);
      const token = await openToken(env, submission?.status_token_sealed ?? null);
      if (!submission || !token) return markSkipped(db, row.id);
      await sendEmail(env, receiptEmail(submission, link(submissionStatusPath(token), submission.language)));
      break;
    }
    case "approved":
    case "rejected": {
      if (row.submission_id === null || row.review_id === null) return markSkipped(db, row.id);
      // Undone or overruled since it was queued: the submitter hears only about decisions that stand.
      if (!(await decisionStillStands(db, row.submission_id, row.review_id))) return markSkipped(db, row.id);
      const submission = await loadSubmissionForEmail(db, row.submission_id);
      // The latest review's reason and note (a repeated rejection may have refined them).
      const review = await currentReview(db, row.submission_id);
      if (!submission || !review) return markSkipped(db, row.id);
      if (row.kind === "approved") {
        if (!submission.public_path) return markSkipped(db, row.id);
        await sendEmail(env, approvedEmail(submission, link(submission.public_path, submission.language)));
      } else {
        if (!review.rejection_reason) return markSkipped(db, row.id);
        // The rejection stands (the undo window has passed): a paid tier is refunded before the notice
        // says so. A failed refund fails this attempt, and the queue tries again.
        await refundSubmission(env, db, submission.id);
        const payment = await latestPayment(db, submission.id);
        // "Submit again" opens the form filled in from this submission, through its status token.
        const token = await openToken(env, submission.status_token_sealed);
        await sendEmail(
          env,
          rejectedEmail(
            submission,
            { reason: review.rejection_reason, note: review.rejection_note },
            link(token ? resubmitPath(token) : pagePaths.submit, submission.language),
            payment?.status === "refunded" ? payment.amount_cents : null,
          ),
        );
      }
      break;
    }
    case "payment_received": {
      if (row.payment_id !== null) {
        const payment = await listingPaymentForEmail(db, row.payment_id);
        if (!payment) return markSkipped(db, row.id);
        const receiptUrl = link(ownerReceiptPath(payment.id), payment.language);
        await sendEmail(env, listingPaymentReceivedEmail(row.recipient, payment.language, { ...payment, receiptUrl }));
        break;
      }
      const submission = row.submission_id === null ? null : await loadSubmissionForEmail(db, row.submission_id);
      const payment = submission ? await paidPayment(db, submission.id) : null;
      if (!submission || !payment) return markSkipped(db, row.id);
      const token = await openToken(env, submission.status_token_sealed);
      const tax = payment.paid_at ? paymentTax(payment.amount_cents, submission.city, payment.paid_at) : null;
      const receiptUrl = token ? link(receiptPath(token, payment.id), submission.language) : null;
      await sendEmail(env, paymentReceivedEmail(submission, payment.amount_cents, tax, receiptUrl));
      break;
    }
    case "newsletter_confirm": {
      const subscriber = row.subscriber_id === null ? null : await loadSubscriber(db, row.subscriber_id);
      // Every signup queues a job; only the one whose token is the stored one is due (an address that is
      // already confirmed, or was sent a confirmation minutes ago, kept its earlier token).
      const token = await openToken(env, row.sealed_token);
      const due =
        subscriber !== null &&
        token !== null &&
        subscriber.confirmed_at === null &&
        subscriber.unsubscribed_at === null &&
        subscriber.confirm_token_hash === (await hashLinkToken(token));
      if (!due) return markSkipped(db, row.id);
      await sendEmail(
        env,
        newsletterConfirmEmail(
          subscriber.email,
          link(newsletterConfirmPath(token), subscriber.language),
          await unsubscribeLinks(env, job.origin, subscriber.id, subscriber.language),
          subscriber.language,
        ),
      );
      break;
    }
    case "nomination_receipt":
    case "nomination_accepted":
    case "nomination_declined": {
      const nomination = row.nomination_id === null ? null : await nominationById(db, row.nomination_id);
      if (!nomination) return markSkipped(db, row.id);
      const city = await ballotCityName(db, nomination.city_slug, nomination.language);
      if (row.kind === "nomination_receipt") {
        await sendEmail(env, nominationReceiptEmail(nomination, city));
        break;
      }
      // Each decision's notice describes the decision as it stands when it goes out.
      if (row.kind === "nomination_accepted") {
        if (nomination.status !== "accepted" || nomination.season_year === null) return markSkipped(db, row.id);
        const year = nomination.season_year;
        const ballotUrl = link(coffeeCityPath(nomination.city_slug), nomination.language);
        const later = await seasonOpensLater(db, nomination.city_slug, year);
        await sendEmail(env, nominationAcceptedEmail(nomination, { city, year, later, ballotUrl }));
        break;
      }
      if (nomination.status !== "declined" || !nomination.decline_reason) return markSkipped(db, row.id);
      await sendEmail(env, nominationDeclinedEmail(nomination, city, nomination.decline_reason));
      break;
    }
    case "digest_test": {
      if (!job.digest) return markSkipped(db, row.id);
      const digest = await composeDigest(env.DB, job.digest, job.origin);
      if (!digest) return markSkipped(db, row.id);
      await sendEmail(env, digestEmail(row.recipient, digest, sampleNewsletterLinks(job.origin, job.digest.language), job.digest.language));
      break;
    }
    case "invitation": {
      // Sent while the invitation can still be used; the inviter is named by address.
      const token = await openToken(env, row.sealed_token);
      const invitation = token ? await invitationByToken(db, token, clock.now()) : null;
      if (!token || !invitation?.row || invitation.state !== "valid") return markSkipped(db, row.id);
      const inviter = (await personById(db, invitation.row.invited_by))?.email;
      const { email, role, locale } = invitation.row;
      await sendEmail(env, invitationEmail(email, { inviter: inviter ?? "Local Hype", role, locale }, link(invitePath(token), locale)));
      break;
    }
    case "owner_link": {
      // Sent while the link can still be followed: an expired or spent one would only disappoint. The
      // token's hash names a claim, or else a sign-in link or an invitation.
      const token = await openToken(env, row.sealed_token);
      if (!token) return markSkipped(db, row.id);
      const hash = await hashLinkToken(token);
      const nowIso = clock.now().toISOString();
      const claim = await claimByLinkHash(db, hash);
      if (claim) {
        if (claim.status !== "link-sent" || (claim.expiresAt ?? "") <= nowIso) return markSkipped(db, row.id);
        await sendEmail(env, ownerLinkEmail(row.recipient, claim, link(ownerLinkPath(token), claim.language)));
        break;
      }
      const other = await ownerLinkByHash(db, hash);
      if (!other || other.usedAt || other.expiresAt <= nowIso) return markSkipped(db, row.id);
      const url = link(ownerLinkPath(token), other.language);
      await sendEmail(
        env,
        other.purpose === "sign-in"
          ? signInLinkEmail(row.recipient, other.language, url)
          : managerInvitationEmail(row.recipient, { ...other, title: other.title ?? "", inviter: other.inviter ?? "Local Hype" }, url),
      );
      break;
    }
    case "claim_notice": {
      const claim = row.claim_id === null ? null : await claimForNotice(db, row.claim_id);
      if (!claim) return markSkipped(db, row.id);
      await sendEmail(env, claimNoticeEmail(row.recipient, await ownerLanguage(db, row.recipient), claim));
      break;
    }
    case "change_decided": {
      const request = row.change_request_id === null ? null : await decidedRequest(db, row.change_request_id);
      if (!request) return markSkipped(db, row.id);
      await sendEmail(env, changeDecidedEmail(row.recipient, request, link(detailPath(request.listing), request.language)));
      break;
    }
    case "claim_refused": {
      const claim = row.claim_id === null ? null : await refusedClaim(db, row.claim_id);
      if (!claim) return markSkipped(db, row.id);
      await sendEmail(env, claimRefusedEmail(row.recipient, claim));
      break;
    }
    case "review_reply": {
      // The reply as it stands when the e-mail goes out (an edit since then is what the reviewer reads).
      const found = row.listing_review_id === null ? null : await reviewWithListing(db, row.listing_review_id);
      const reply = found ? (await replyHistory(db, found.review.id)).at(-1) : undefined;
      if (!found || !reply || found.review.status !== "published") return markSkipped(db, row.id);
      const { review, listing } = found;
      await sendEmail(
        env,
        reviewReplyEmail(
          row.recipient,
          { title: listing.title, language: review.language, reply: reply.text },
          link(detailPath(listing), review.language),
        ),
      );
      break;
    }
    case "review_link":
    case "review_hidden": {
      // Composed from the review as it stands: deleted since, published already, or no longer hidden, and
      // the e-mail has nothing left to say.
      const found = row.listing_review_id === null ? null : await reviewWithListing(db, row.listing_review_id);
      const token = await openToken(env, found?.review.link_token_sealed ?? null);
      if (!found || !token) return markSkipped(db, row.id);
      const { review, listing } = found;
      const url = link(reviewManagePath(token), review.language);
      if (row.kind === "review_link") {
        if (review.status !== "unconfirmed") return markSkipped(db, row.id);
        await sendEmail(env, reviewLinkEmail(row.recipient, { title: listing.title, language: review.language }, url));
        break;
      }
      if (review.status !== "hidden" || !review.hide_reason) return markSkipped(db, row.id);
      await sendEmail(env, reviewHiddenEmail(row.recipient, { title: listing.title, language: review.language, reason: review.hide_reason }, url));
      break;
    }
    case "rsvp_confirmation":
    case "rsvp_promoted":
    case "rsvp_reminder":
    case "rsvp_reminder_soon":
    case "rsvp_changed":
    case "rsvp_cancelled":
    case "rsvp_message": {
      const token = await openToken(env, row.sealed_token);
      const rsvp = token ? await rsvpByTokenHash(db, await hashLinkToken(token)) : null;
      // Cancelled by the person since: nothing of this event is theirs any more.
      if (!token || !rsvp || rsvp.status === "cancelled") return markSkipped(db, row.id);
      if (row.kind === "rsvp_message") {
        // Erased since (the retention job): nothing left to send.
        const message = row.rsvp_message_id === null ? null : await rsvpMessage(db, row.rsvp_message_id);
        if (!message) return markSkipped(db, row.id);
        await sendEmail(env, composeRsvpMessageEmail(rsvp, token, job.origin, message));
        break;
      }
      // A cancellation undone since (the listing is back up) has nothing to tell.
      if (row.kind === "rsvp_cancelled" && rsvp.listing.status === "published") return markSkipped(db, row.id);
      if (row.kind === "rsvp_changed" || row.kind === "rsvp_cancelled") {
        await sendEmail(env, composeRsvpChangeEmail(rsvp, token, job.origin, row.kind === "rsvp_cancelled" ? "cancelled" : (row.changes ?? [])));
        break;
      }
      // A promotion or a reminder to someone no longer going, or a reminder of an event taken down: nothing to tell.
      const reminder = row.kind === "rsvp_reminder" || row.kind === "rsvp_reminder_soon";
      if ((row.kind !== "rsvp_confirmation" && rsvp.status !== "going") || (reminder && rsvp.listing.status !== "published"))
        return markSkipped(db, row.id);
      const email = composeRsvpEmail(rsvp, token, job.origin, RSVP_EMAILS[row.kind]);
      if (!email) return markSkipped(db, row.id);
      await sendEmail(env, email);
      break;
    }
    case "follow_confirm": {
      const follow = row.follow_id === null ? null : await loadFollow(db, row.follow_id);
      // As for newsletter signups: only the job whose token is the stored one is due.
      const token = await openToken(env, row.sealed_token);
      const due =
        follow !== null &&
        token !== null &&
        follow.confirmed_at === null &&
        follow.unsubscribed_at === null &&
        follow.confirm_token_hash === (await hashLinkToken(token));
      if (!due) return markSkipped(db, row.id);
      await sendEmail(
        env,
        followConfirmEmail(
          follow.email,
          follow.language,
          () => followWords(follow),
          followConfirmUrl(job.origin, token),
          await followUnsubscribeUrl(env, job.origin, follow.id, false),
        ),
      );
      break;
    }
    case "follow_roundup": {
      // Composed now, for the week it was queued in: unsubscribed since, or nothing left, and nothing goes out.
      const language = await addressLanguage(db, row.recipient);
      const week = digestWeek(Date.parse(row.created_at), ROUNDUP_ZONE);
      const roundup = await composeRoundup(env, row.recipient, week, clock.nowMs(), job.origin, language);
      if (!roundup) return markSkipped(db, row.id);
      const groups = await Promise.all(
        roundup.groups.map(async ({ follow, events }) => ({
          what: () => followWords(follow),
          events,
          unsubscribeUrl: await followUnsubscribeUrl(env, job.origin, follow.id, false),
        })),
      );
      await sendEmail(
        env,
        followRoundupEmail(
          row.recipient,
          language,
          groups,
          await followUnsubscribeUrl(env, job.origin, roundup.followed[0]!.id, true),
          await followDataUrl(env, job.origin, roundup.followed[0]!.id),
        ),
      );
      break;
    }
    case "digest": {
      const subscriber = row.subscriber_id === null ? null : await loadSubscriber(db, row.subscriber_id);
      // Unsubscribed or paused since the cron job queued it: nothing goes out.
      if (!subscriber || subscriber.confirmed_at === null || subscriber.unsubscribed_at !== null || subscriber.paused !== null) {
        return markSkipped(db, row.id);
      }
      const digest = await composeDigest(env.DB, subscriber, job.origin);
      if (!digest) return markSkipped(db, row.id);
      await sendEmail(
        env,
        digestEmail(subscriber.email, digest, await unsubscribeLinks(env, job.origin, subscriber.id, subscriber.language), subscriber.language),
      );
      break;
    }
  }
  await markSent(db, row.id);
}
