// The e-mails the app sends, each written once as lines and rendered twice: plain text and simple HTML
// (every value escaped). Each is composed inside its recipient's locale (the same per-request locale the
// pages use, worker/i18n/request-locale.ts), so it reads the shared text facades (shared/email/email-texts.ts,
// the type names, the rejection reasons) and place names like any page: a submitter who wrote in French
// gets the submission e-mails in French, and an address that signed up on a French page its newsletter
// e-mails. Another language needs its text modules only.
import { PROMOTION_DAYS } from "@shared/payments/payment-statuses";
import { PAID_TIERS, type PromotionTier } from "@shared/submissions/promotion-tiers";
import { formatCentsCad, formatPercent } from "@shared/payments/money";
import type { IncludedTax } from "@shared/payments/sales-tax";
import { statusMessages } from "@shared/submissions/status-texts";
import type { BrowsableType } from "@shared/listings/listing-types";
import { activeLocale } from "@shared/i18n/active-locale";
import { format, messages } from "@shared/i18n/messages";
import { emailMessages as m } from "@shared/email/email-texts";
import { REJECTION_REASON_LABELS } from "@shared/submissions/review-texts";
import { staffRoleLabel } from "@shared/people/admin-people-texts";
import { claimMessages } from "@shared/owners/claim-texts";
import { changeLines } from "@shared/owners/change-request-lines";
import { ownerMessages } from "@shared/owners/owner-texts";
import { reviewMessages } from "@shared/reviews/reviews-texts";
import type { HideReason } from "@shared/reviews/review-rules";
import type { StaffRole } from "@shared/people/staff-roles";
import { placeName } from "@shared/places/place-names";
import { formatEventDate } from "@shared/i18n/event-date";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "@shared/i18n/locales";
import type { RejectionReason } from "@shared/submissions/rejection-reasons-schema";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { goingMessages } from "@shared/going/going-texts";
import { followMessages as fm } from "@shared/going/follow-texts";
import type { OutgoingEmail } from "../../email/send-email";
import { inLocale } from "../../i18n/request-locale";

/** A paragraph, or a link (with a picture above it in the HTML part, when it has one). */
export type Line = string | { href: string; label: string; image?: string | null };

/** An e-mail in the active locale (see inLocale). */
function render(to: string, subject: string, lines: Line[], headers?: Record<string, string>): OutgoingEmail {
  const locale = activeLocale();
  const text = lines.map((line) => (typeof line === "string" ? line : format(m.linkLine, { label: line.label, href: line.href }))).join("\n\n");
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    ...lines.map((line) =>
      typeof line === "string"
        ? `<p>${escapeMarkup(line)}</p>`
        : `<p>${line.image ? `<a href="${escapeMarkup(line.href)}"><img src="${escapeMarkup(line.image)}" alt="" width="240" style="display:block;max-width:100%;border-radius:8px"></a>` : ""}<a href="${escapeMarkup(line.href)}">${escapeMarkup(line.label)}</a></p>`,
    ),
    "</body></html>",
  ].join("\n");
  return { to, subject, text: `${text}\n`, html, headers: { ...headers, "Content-Language": LOCALE_TAGS[locale] } };
}

export interface SubmissionFacts {
  title: string;
  submitter_email: string;
  content_type: BrowsableType;
  city: string;
  promotion_tier: PromotionTier;
  /** The language the submitter wrote in: their e-mails come in it. */
  language: Locale;
}

function tierName(tier: PromotionTier): string {
  return PAID_TIERS.find((paid) => paid.id === tier)?.name ?? m.noPromotion;
}

/** A personal e-mail in its recipient's language: greeting, the lines `body` gives, sign-off. */
function personalEmail(to: string, language: Locale, subject: () => string, body: () => Line[]): OutgoingEmail {
  return inLocale(language, () => render(to, subject(), [m.greeting, ...body(), m.signOff]));
}

const submissionEmail = (submission: SubmissionFacts, subject: () => string, body: () => Line[]) =>
  personalEmail(submission.submitter_email, submission.language, subject, body);

export function receiptEmail(submission: SubmissionFacts, statusUrl: string): OutgoingEmail {
  const { title } = submission;
  return submissionEmail(
    submission,
    () => format(m.receiptSubject, { title }),
    () => [
      format(m.receiptIntro, { title }),
      format(m.receiptDetails, {
        type: messages.types[submission.content_type],
        city: placeName(submission.city),
        tier: tierName(submission.promotion_tier),
      }),
      m.receiptLinkIntro,
      { href: statusUrl, label: m.receiptLinkLabel },
    ],
  );
}

export function approvedEmail(submission: SubmissionFacts, publicUrl: string): OutgoingEmail {
  const { title } = submission;
  return submissionEmail(
    submission,
    () => format(m.approvedSubject, { title }),
    () => [format(m.approvedIntro, { title }), { href: publicUrl, label: m.approvedLinkLabel }],
  );
}

/** `refundedCents`: the payment refunded with the rejection, or null when nothing was paid. */
export function rejectedEmail(
  submission: SubmissionFacts,
  rejection: { reason: RejectionReason; note: string | null },
  submitUrl: string,
  refundedCents: number | null = null,
): OutgoingEmail {
  const { title } = submission;
  return submissionEmail(
    submission,
    () => format(m.rejectedSubject, { title }),
    () => [
      format(m.rejectedIntro, { title }),
      format(m.rejectedReason, { reason: REJECTION_REASON_LABELS[rejection.reason] }),
      ...(rejection.note ? [format(m.rejectedNote, { note: rejection.note })] : []),
      ...(refundedCents !== null ? [format(m.rejectedRefunded, { amount: formatCentsCad(refundedCents) })] : []),
      m.rejectedAgain,
      { href: submitUrl, label: m.rejectedAgainLabel },
    ],
  );
}

/**
 * "Payment received — $99.00 CAD": the provider confirmed the tier's payment; the submission is in review.
 * It names the sales tax the amount includes and links the payment's receipt (when the status link is still held).
 */
export function paymentReceivedEmail(
  submission: SubmissionFacts,
  amountCents: number,
  tax: IncludedTax | null,
  receiptUrl: string | null,
): OutgoingEmail {
  const { title } = submission;
  return submissionEmail(
    submission,
    () => format(m.paymentSubject, { amount: formatCentsCad(amountCents) }),
    () => [
      format(m.paymentIntro, { amount: formatCentsCad(amountCents), tier: tierName(submission.promotion_tier), title }),
      ...(tax ? [format(m.paymentTax, { taxes: taxParts(tax) })] : []),
      format(m.paymentPromotion, { days: String(PROMOTION_DAYS) }),
      ...(receiptUrl ? [{ href: receiptUrl, label: m.paymentReceiptLabel }] : []),
    ],
  );
}

/** What a listing's "Payment received" says: the payment, the window it bought (listing city's days) and its receipt. */
export interface ListingPaymentFacts {
  title: string;
  tier: PromotionTier;
  amountCents: number;
  tax: IncludedTax | null;
  window: { from: string; until: string } | null;
  receiptUrl: string;
}

/** "Payment received — $99.00 CAD" to the owner who bought a listing's promotion, in the language they bought it in. */
export function listingPaymentReceivedEmail(to: string, language: Locale, payment: ListingPaymentFacts): OutgoingEmail {
  return personalEmail(
    to,
    language,
    () => format(m.paymentSubject, { amount: formatCentsCad(payment.amountCents) }),
    () => [
      format(m.listingPaymentIntro, { amount: formatCentsCad(payment.amountCents), tier: tierName(payment.tier), title: payment.title }),
      ...(payment.window
        ? [format(m.listingPaymentWindow, { from: formatEventDate(payment.window.from), until: formatEventDate(payment.window.until) })]
        : []),
      ...(payment.tax ? [format(m.paymentTax, { taxes: taxParts(payment.tax) })] : []),
      { href: payment.receiptUrl, label: m.paymentReceiptLabel },
    ],
  );
}

/** "HST 13% $11.39 CAD", or "GST 5% $4.31 CAD and QST 9.975% $8.58 CAD". */
function taxParts(tax: IncludedTax): string {
  return tax.lines
    .map((line) =>
      format(m.paymentTaxPart, { tax: statusMessages[`tax${line.kind}`], rate: formatPercent(line.percent), amount: formatCentsCad(line.cents) }),
    )
    .join(m.paymentTaxAnd);
}

/**
 * The double opt-in e-mail. Like every newsletter e-mail it carries a one-click unsubscribe link and
 * the List-Unsubscribe headers (RFC 2369, RFC 8058: mail clients POST to the https link).
 */
export function newsletterConfirmEmail(to: string, confirmUrl: string, unsubscribe: NewsletterLinks, locale: Locale = DEFAULT_LOCALE) {
  return inLocale(locale, () =>
    render(
      to,
      m.confirmSubject,
      [m.confirmIntro, { href: confirmUrl, label: m.confirmLinkLabel }, m.confirmIgnore, ...newsletterFooter(unsubscribe)],
      listUnsubscribeHeaders(unsubscribe),
    ),
  );
}

/** The signed links every newsletter e-mail carries (worker/features/newsletter/unsubscribe-route.ts). */
export interface NewsletterLinks {
  pageUrl: string;
  postUrl: string;
  preferencesUrl: string;
}

/** The end of every newsletter e-mail: preferences, unsubscribe, sign-off. */
export function newsletterFooter(links: NewsletterLinks): Line[] {
  return [
    m.preferencesLine,
    { href: links.preferencesUrl, label: m.preferencesLabel },
    m.unsubscribeLine,
    { href: links.pageUrl, label: m.unsubscribeLabel },
    m.signOff,
  ];
}

/** RFC 2369 and RFC 8058: mail clients offer "unsubscribe" and POST to the https link. */
export function listUnsubscribeHeaders(links: Pick<NewsletterLinks, "postUrl">): Record<string, string> {
  return { "List-Unsubscribe": `<${links.postUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** A digest listing as the e-mail shows it: where it lives, its picture and, for events, when. */
export interface DigestLine {
  title: string;
  href: string;
  image: string | null;
  startsAt: number | null;
}

/**
 * The weekly digest: what is new in the city this week and the events of the next 10 days, each a link
 * (with its picture in the HTML part), then the city page, the preferences and unsubscribe links.
 * `city` null: the digest of every city.
 */
export function digestEmail(
  to: string,
  digest: { city: string | null; zone: string; fresh: DigestLine[]; upcoming: DigestLine[]; moreUrl: string },
  links: NewsletterLinks,
  locale: Locale,
): OutgoingEmail {
  return inLocale(locale, () => {
    const city = digest.city === null ? null : placeName(digest.city);
    const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: "long", month: "long", day: "numeric", timeZone: digest.zone });
    const item = (line: DigestLine): Line => ({
      href: line.href,
      image: line.image,
      label: line.startsAt === null ? line.title : format(m.digestEventLabel, { title: line.title, date: when.format(line.startsAt) }),
    });
    return render(
      to,
      city === null ? m.digestSubjectAllCities : format(m.digestSubject, { city }),
      [
        city === null ? m.digestIntroAllCities : format(m.digestIntro, { city }),
        ...(digest.fresh.length > 0 ? [m.digestNewHeading, ...digest.fresh.map(item)] : []),
        ...(digest.upcoming.length > 0 ? [m.digestUpcomingHeading, ...digest.upcoming.map(item)] : []),
        { href: digest.moreUrl, label: city === null ? m.digestMoreAllCities : format(m.digestMore, { city }) },
        ...newsletterFooter(links),
      ],
      listUnsubscribeHeaders(links),
    );
  });
}

export interface NominationFacts {
  shop_name: string;
  nominator_email: string;
  /** The page's language when it was sent: the nominator's e-mails come in it. */
  language: Locale;
}

const nominationEmail = (nomination: NominationFacts, subject: () => string, body: () => Line[]) =>
  personalEmail(nomination.nominator_email, nomination.language, subject, body);

export function nominationReceiptEmail(nomination: NominationFacts, city: string): OutgoingEmail {
  const shop = nomination.shop_name;
  return nominationEmail(
    nomination,
    () => format(m.nominationReceiptSubject, { shop }),
    () => [format(m.nominationReceiptIntro, { shop, city })],
  );
}

/** `ballotUrl`: the city's voting page; `later`: the shop joins a season that has not opened yet. */
export function nominationAcceptedEmail(
  nomination: NominationFacts,
  facts: { city: string; year: number; later: boolean; ballotUrl: string },
): OutgoingEmail {
  const shop = nomination.shop_name;
  const { city, year } = facts;
  return nominationEmail(
    nomination,
    () => format(m.nominationAcceptedSubject, { shop }),
    () => [
      format(m.nominationAcceptedIntro, { shop, city, year }),
      ...(facts.later ? [format(m.nominationAcceptedLater, { year })] : []),
      { href: facts.ballotUrl, label: format(m.nominationAcceptedLinkLabel, { city }) },
    ],
  );
}

export function nominationDeclinedEmail(nomination: NominationFacts, city: string, reason: string): OutgoingEmail {
  const shop = nomination.shop_name;
  return nominationEmail(
    nomination,
    () => format(m.nominationDeclinedSubject, { shop }),
    () => [format(m.nominationDeclinedIntro, { shop, city }), format(m.rejectedReason, { reason })],
  );
}

/** An invitation to the staff, in the language the inviter chose: who invites, the role, the link. */
export function invitationEmail(to: string, invite: { inviter: string; role: StaffRole; locale: Locale }, url: string): OutgoingEmail {
  return personalEmail(
    to,
    invite.locale,
    () => m.invitationSubject,
    () => [
      format(m.invitationIntro, { inviter: invite.inviter, role: staffRoleLabel(invite.role) }),
      { href: url, label: m.invitationLinkLabel },
      m.invitationExpiry,
    ],
  );
}

/** To a listing's owner: someone else has claimed it, and the team will check the claim. */
export function claimNoticeEmail(to: string, language: Locale, claim: { title: string; name: string; role: string }): OutgoingEmail {
  return personalEmail(
    to,
    language,
    () => format(claimMessages.noticeSubject, { title: claim.title }),
    () => [format(claimMessages.noticeIntro, claim), claimMessages.noticeReview],
  );
}

/** A moderator's refusal of a claim, with the reason, in the claimant's language. */
export function claimRefusedEmail(to: string, claim: { title: string; language: Locale; reason: string }): OutgoingEmail {
  const { title } = claim;
  return personalEmail(
    to,
    claim.language,
    () => format(claimMessages.refusedSubject, { title }),
    () => [format(claimMessages.refusedIntro, { title }), claim.reason, claimMessages.refusedAgain],
  );
}

/** The magic link that verifies a claim on a listing and signs its claimant in. */
export function ownerLinkEmail(to: string, claim: { title: string; language: Locale }, url: string): OutgoingEmail {
  const { title } = claim;
  return personalEmail(
    to,
    claim.language,
    () => format(claimMessages.linkSubject, { title }),
    () => [format(claimMessages.linkIntro, { title }), { href: url, label: claimMessages.linkLabel }, claimMessages.linkIgnore],
  );
}

/** A moderator's decision on an owner's change request, in the language it was asked in. */
export function changeDecidedEmail(
  to: string,
  request: {
    title: string;
    language: Locale;
    status: "approved" | "refused";
    reason: string | null;
    changes: { field: string; before: unknown; after: unknown }[];
  },
  pageUrl: string,
): OutgoingEmail {
  const { title } = request;
  if (request.status === "approved") {
    return personalEmail(
      to,
      request.language,
      () => format(ownerMessages.requestApprovedSubject, { title }),
      () => [format(ownerMessages.requestApprovedIntro, { title }), ...changeLines(request.changes), { href: pageUrl, label: title }],
    );
  }
  return personalEmail(
    to,
    request.language,
    () => format(ownerMessages.requestRefusedSubject, { title }),
    () => [format(ownerMessages.requestRefusedIntro, { title }), request.reason ?? "", ownerMessages.requestAgain],
  );
}

/** An owner's or manager's sign-in link, in the language of the page that asked for it. */
export function signInLinkEmail(to: string, language: Locale, url: string): OutgoingEmail {
  return personalEmail(
    to,
    language,
    () => claimMessages.signInSubject,
    () => [claimMessages.signInLinkIntro, { href: url, label: claimMessages.signInLinkLabel }, claimMessages.linkIgnore],
  );
}

/** An owner's invitation to help manage their listing, in the language of the owner's page. */
export function managerInvitationEmail(to: string, invite: { title: string; inviter: string; language: Locale }, url: string): OutgoingEmail {
  return personalEmail(
    to,
    invite.language,
    () => format(claimMessages.inviteSubject, invite),
    () => [format(claimMessages.inviteIntro, invite), { href: url, label: claimMessages.inviteLinkLabel }, claimMessages.linkIgnore],
  );
}

/** A reviewer's link: it publishes the review, and later edits or deletes it. In the review's language. */
export function reviewLinkEmail(to: string, review: { title: string; language: Locale }, url: string): OutgoingEmail {
  const { title } = review;
  return personalEmail(
    to,
    review.language,
    () => format(reviewMessages.linkSubject, { title }),
    () => [format(reviewMessages.linkIntro, { title }), { href: url, label: reviewMessages.linkLabel }, reviewMessages.linkIgnore],
  );
}

/** The listing's owner replied to the review: the reply, and the listing's page. In the review's language. */
export function reviewReplyEmail(to: string, review: { title: string; language: Locale; reply: string }, pageUrl: string): OutgoingEmail {
  const { title } = review;
  return personalEmail(
    to,
    review.language,
    () => format(reviewMessages.replySubject, { title }),
    () => [format(reviewMessages.replyIntro, { title }), review.reply, { href: pageUrl, label: title }],
  );
}

/** A moderator hid the review: the reason from the fixed list, and the one edit the reviewer may make. */
export function reviewHiddenEmail(to: string, review: { title: string; language: Locale; reason: HideReason }, url: string): OutgoingEmail {
  const { title } = review;
  return personalEmail(
    to,
    review.language,
    () => format(reviewMessages.hiddenSubject, { title }),
    () => [
      format(reviewMessages.hiddenIntro, { title }),
      reviewMessages.hideReasons[review.reason],
      reviewMessages.hiddenEditOnce,
      { href: url, label: reviewMessages.manageLabel },
    ],
  );
}

/** An RSVP's e-mail: going (or promoted from the waitlist) with its calendar entry and links, or waiting. */
export function rsvpEmail(
  to: string,
  language: Locale,
  rsvp: {
    kind: "going" | "promoted" | "reminder" | "soon" | "waitlist";
    title: string;
    when: string;
    location: string;
    places: number;
    position: number | null;
  },
  links: { manage: string; google: string; outlook: string; apple: string },
  ics: string,
  /** The check-in code and its QR code (an SVG document), for the confirmation and the promotion. */
  checkin: { code: string; svg: string } | null = null,
): OutgoingEmail {
  const { title, when, location, places } = rsvp;
  const email = personalEmail(
    to,
    language,
    () =>
      rsvp.kind === "waitlist"
        ? format(goingMessages.waitlistSubject, { title, position: rsvp.position ?? 0 })
        : format(
            rsvp.kind === "promoted"
              ? goingMessages.promotedSubject
              : rsvp.kind === "reminder"
                ? goingMessages.reminderSubject
                : rsvp.kind === "soon"
                  ? goingMessages.soonSubject
                  : goingMessages.confirmSubject,
            { title },
          ),
    () =>
      rsvp.kind === "waitlist"
        ? [
            format(goingMessages.emailWaitlist, { title, when, position: rsvp.position ?? 0 }),
            { href: links.manage, label: goingMessages.manageLink },
          ]
        : [
            format(
              rsvp.kind === "promoted"
                ? goingMessages.emailPromoted
                : rsvp.kind === "reminder"
                  ? goingMessages.emailReminder
                  : rsvp.kind === "soon"
                    ? goingMessages.emailSoon
                    : goingMessages.emailGoing,
              { title, when, location, places },
            ),
            ...(checkin ? [format(goingMessages.emailCheckin, { code: checkin.code })] : []),
            goingMessages.emailCalendarAttached,
            { href: links.google, label: goingMessages.addToGoogle },
            { href: links.outlook, label: goingMessages.addToOutlook },
            { href: links.apple, label: goingMessages.addToApple },
            { href: links.manage, label: goingMessages.manageLink },
          ],
  );
  if (rsvp.kind === "waitlist") return email;
  const calendar = { filename: "event.ics", contentType: "text/calendar; method=PUBLISH", text: ics };
  // Attached rather than inline: many mail clients drop an SVG in the body.
  const qr = checkin ? [{ filename: "check-in.svg", contentType: "image/svg+xml", text: checkin.svg }] : [];
  return { ...email, attachments: [calendar, ...qr] };
}

/** A change notice's field labels: the fields of an event whose change the people going are told of. */
const CHANGED_FIELD_LABELS = {
  date: "changedDate",
  start_time: "changedStartTime",
  end_time: "changedEndTime",
  location: "changedLocation",
  address: "changedAddress",
} as const;
export type NoticedField = keyof typeof CHANGED_FIELD_LABELS;
export const NOTICED_FIELDS = Object.keys(CHANGED_FIELD_LABELS) as NoticedField[];

/**
 * An RSVP's change notice: each changed field before → after (a date in the reader's language), or, for
 * a cancelled event, that it is cancelled. Both carry the private link.
 */
export function rsvpChangeEmail(
  to: string,
  language: Locale,
  notice:
    { title: string; when: string; changes: { field: string; before: unknown; after: unknown }[] } | { title: string; when: string; cancelled: true },
  manage: string,
): OutgoingEmail {
  const { title, when } = notice;
  // The noticed fields are all text columns: anything else is a cleared one.
  const shown = (field: NoticedField, value: unknown) =>
    typeof value !== "string" || value === "" ? goingMessages.changedNone : field === "date" ? formatEventDate(value) : value;
  return personalEmail(
    to,
    language,
    () => format("cancelled" in notice ? goingMessages.cancelledSubject : goingMessages.changedSubject, { title }),
    () =>
      "cancelled" in notice
        ? [format(goingMessages.emailCancelled, { title, when }), { href: manage, label: goingMessages.manageLink }]
        : [
            format(goingMessages.emailChanged, { title }),
            ...notice.changes
              .filter((change): change is { field: NoticedField; before: unknown; after: unknown } => change.field in CHANGED_FIELD_LABELS)
              .map(({ field, before, after }) =>
                format(goingMessages.changeLine, {
                  field: goingMessages[CHANGED_FIELD_LABELS[field]],
                  before: shown(field, before),
                  after: shown(field, after),
                }),
              ),
            { href: manage, label: goingMessages.manageLink },
          ],
  );
}

/**
 * An organizer's message to the people going: their words, line by line as plain text (a link in them
 * stays text), between our introduction (the event and its date) and why this came, with the private link.
 */
export function rsvpMessageEmail(
  to: string,
  language: Locale,
  message: { title: string; when: string; subject: string; body: string },
  manage: string,
): OutgoingEmail {
  const { title, when } = message;
  const lines = message.body.split(/\n+/).filter((line) => line.trim() !== "");
  return personalEmail(
    to,
    language,
    () => format(goingMessages.messageEmailSubject, { title, subject: message.subject }),
    () => [
      format(goingMessages.messageEmailIntro, { title, when }),
      ...lines,
      format(goingMessages.messageEmailWhy, { title }),
      { href: manage, label: goingMessages.manageLink },
    ],
  );
}

/**
 * A follow's double opt-in e-mail: what it follows in words (`what()`, read in the recipient's locale),
 * the confirmation link, and, like every newsletter e-mail, a one-click unsubscribe link and headers.
 */
export function followConfirmEmail(to: string, language: Locale, what: () => string, confirmUrl: string, unsubscribeUrl: string): OutgoingEmail {
  return inLocale(language, () =>
    render(
      to,
      format(fm.confirmSubject, { what: what() }),
      [
        m.greeting,
        format(fm.confirmIntro, { what: what() }),
        { href: confirmUrl, label: fm.confirmLinkLabel },
        fm.confirmIgnore,
        m.unsubscribeLine,
        { href: unsubscribeUrl, label: m.unsubscribeLabel },
        m.signOff,
      ],
      listUnsubscribeHeaders({ postUrl: unsubscribeUrl }),
    ),
  );
}

/**
 * The weekly roundup of an address's follows: per follow with news, its name and its new events, and a
 * link to stop following it; then one to stop everything (also the List-Unsubscribe address), and the
 * address's data download.
 */
export function followRoundupEmail(
  to: string,
  language: Locale,
  groups: { what: () => string; events: (DigestLine & { zone: string })[]; unsubscribeUrl: string }[],
  unsubscribeAllUrl: string,
  dataUrl: string,
): OutgoingEmail {
  return inLocale(language, () => {
    // Each event's date in its own city's time zone.
    const when = (zone: string) => new Intl.DateTimeFormat(LOCALE_TAGS[language], { weekday: "long", month: "long", day: "numeric", timeZone: zone });
    const item = (line: DigestLine & { zone: string }): Line => ({
      href: line.href,
      image: line.image,
      label: line.startsAt === null ? line.title : format(m.digestEventLabel, { title: line.title, date: when(line.zone).format(line.startsAt) }),
    });
    return render(
      to,
      fm.roundupSubject,
      [
        m.greeting,
        fm.roundupIntro,
        ...groups.flatMap((group) => {
          const what = group.what();
          return [
            what.charAt(0).toLocaleUpperCase(LOCALE_TAGS[language]) + what.slice(1),
            ...group.events.map(item),
            { href: group.unsubscribeUrl, label: format(fm.roundupStopOne, { what }) },
          ];
        }),
        { href: unsubscribeAllUrl, label: fm.roundupStopAll },
        { href: dataUrl, label: fm.roundupData },
        m.signOff,
      ],
      listUnsubscribeHeaders({ postUrl: unsubscribeAllUrl }),
    );
  });
}
