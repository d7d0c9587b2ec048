// How the admin dashboard names e-mail kinds and delivery statuses (English; the default locale).
import type { EmailKind } from "./email-outbox-schema";

const texts: Record<EmailKind, string> = {
  receipt: "Receipt",
  approved: "Listing is live",
  rejected: "Not published",
  newsletter_confirm: "Newsletter confirmation",
  payment_received: "Payment received",
  digest: "Weekly digest",
  digest_test: "Weekly digest (test)",
  nomination_receipt: "Nomination received",
  nomination_accepted: "Nomination accepted",
  nomination_declined: "Nomination declined",
  invitation: "Staff invitation",
  owner_link: "Owner link",
  claim_notice: "Claim notice to owners",
  claim_refused: "Claim refused",
  change_decided: "Change request decided",
  review_link: "Review link",
  review_hidden: "Review hidden",
  review_reply: "Owner's reply to a review",
  rsvp_confirmation: "RSVP confirmation",
  rsvp_promoted: "RSVP off the waitlist",
  rsvp_reminder: "RSVP reminder",
  rsvp_reminder_soon: "RSVP reminder (2 hours before)",
  rsvp_changed: "Event changed (to people going)",
  rsvp_cancelled: "Event cancelled (to people going)",
  rsvp_message: "Organizer's message (to people going)",
  follow_confirm: "Follow confirmation",
  follow_roundup: "Weekly roundup of follows",
};

export default texts;
