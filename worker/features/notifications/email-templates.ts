// The e-mails the app sends, each written once as lines and rendered twice: plain text and simple HTML
// (every value escaped). Texts live in shared/messages/email.ts; a submitter who wrote in French gets
// the submission e-mails in French, and an address that signed up on a French page its newsletter
// e-mails (shared/messages/email-fr.ts).
import { PAID_TIERS, type PromotionTier } from "@shared/catalogue/promotion-tiers";
import type { BrowsableType } from "@shared/catalogue/listing-types";
import { format, messages } from "@shared/messages";
import { emailMessages as m } from "@shared/messages/email";
import { emailMessagesFr, rejectionReasonsFr, tierNamesFr, typeNamesFr } from "@shared/messages/email-fr";
import { REJECTION_REASON_LABELS } from "@shared/messages/review";
import { cityNameFr } from "@shared/places/place-names-fr";
import { LOCALE_TAGS, type Locale } from "@shared/rules/locales";
import type { RejectionReason } from "@shared/schemas/rejection-reasons";
import { escapeMarkup } from "@shared/rules/escape-markup";
import type { OutgoingEmail } from "../../email/compose-message";

type Line = string | { href: string; label: string };

interface RenderOptions {
  headers?: Record<string, string>;
  locale?: Locale;
}

function render(to: string, subject: string, lines: Line[], { headers, locale = "en" }: RenderOptions = {}): OutgoingEmail {
  const text = lines.map((line) => (typeof line === "string" ? line : `${line.label}: ${line.href}`)).join("\n\n");
  const html = [
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    ...lines.map((line) =>
      typeof line === "string"
        ? `<p>${escapeMarkup(line)}</p>`
        : `<p><a href="${escapeMarkup(line.href)}">${escapeMarkup(line.label)}</a></p>`,
    ),
    "</body></html>",
  ].join("\n");
  return { to, subject, text: `${text}\n`, html, headers: { ...headers, "Content-Language": LOCALE_TAGS[locale] } };
}

export interface SubmissionFacts {
  title: string;
  submitter_name: string;
  submitter_email: string;
  content_type: BrowsableType;
  city: string;
  promotion_tier: PromotionTier;
  /** The language the submitter wrote in: their e-mails come in it. */
  language: Locale;
}

/** The words of a submission e-mail in the submitter's language. */
function wordsFor(locale: Locale) {
  return locale === "fr"
    ? { m: emailMessagesFr, type: (t: BrowsableType) => typeNamesFr[t], city: cityNameFr, tier: (t: PromotionTier) => tierNamesFr[t], reason: (r: RejectionReason) => rejectionReasonsFr[r] }
    : { m, type: (t: BrowsableType) => messages.types[t], city: (c: string) => c, tier: tierName, reason: (r: RejectionReason) => REJECTION_REASON_LABELS[r] };
}
type Words = ReturnType<typeof wordsFor>;

function tierName(tier: PromotionTier): string {
  return PAID_TIERS.find((paid) => paid.id === tier)?.name ?? "None";
}

/** A submission e-mail in the submitter's language: greeting, the lines `body` gives, sign-off. */
function submissionEmail(submission: SubmissionFacts, subject: (w: Words) => string, body: (w: Words) => Line[]): OutgoingEmail {
  const w = wordsFor(submission.language);
  return render(
    submission.submitter_email,
    subject(w),
    [format(w.m.greeting, { name: submission.submitter_name }), ...body(w), w.m.signOff],
    { locale: submission.language },
  );
}

export function receiptEmail(submission: SubmissionFacts, statusUrl: string): OutgoingEmail {
  const { title } = submission;
  return submissionEmail(submission, (w) => format(w.m.receiptSubject, { title }), (w) => [
    format(w.m.receiptIntro, { title }),
    format(w.m.receiptDetails, { type: w.type(submission.content_type), city: w.city(submission.city), tier: w.tier(submission.promotion_tier) }),
    w.m.receiptLinkIntro,
    { href: statusUrl, label: w.m.receiptLinkLabel },
  ]);
}

export function approvedEmail(submission: SubmissionFacts, publicUrl: string): OutgoingEmail {
  const { title } = submission;
  return submissionEmail(submission, (w) => format(w.m.approvedSubject, { title }), (w) => [
    format(w.m.approvedIntro, { title }),
    { href: publicUrl, label: w.m.approvedLinkLabel },
  ]);
}

export function rejectedEmail(
  submission: SubmissionFacts,
  rejection: { reason: RejectionReason; note: string | null },
  submitUrl: string,
): OutgoingEmail {
  const { title } = submission;
  return submissionEmail(submission, (w) => format(w.m.rejectedSubject, { title }), (w) => [
    format(w.m.rejectedIntro, { title }),
    format(w.m.rejectedReason, { reason: w.reason(rejection.reason) }),
    ...(rejection.note ? [format(w.m.rejectedNote, { note: rejection.note })] : []),
    w.m.rejectedAgain,
    { href: submitUrl, label: w.m.rejectedAgainLabel },
  ]);
}

/**
 * The double opt-in e-mail. Like every newsletter e-mail it carries a one-click unsubscribe link and
 * the List-Unsubscribe headers (RFC 2369, RFC 8058: mail clients POST to the https link).
 */
export function newsletterConfirmEmail(
  to: string,
  confirmUrl: string,
  unsubscribe: { pageUrl: string; postUrl: string },
  locale: Locale = "en",
) {
  const w = wordsFor(locale).m;
  return render(
    to,
    w.confirmSubject,
    [
      w.confirmIntro,
      { href: confirmUrl, label: w.confirmLinkLabel },
      w.confirmIgnore,
      w.unsubscribeLine,
      { href: unsubscribe.pageUrl, label: w.unsubscribeLabel },
      w.signOff,
    ],
    { headers: { "List-Unsubscribe": `<${unsubscribe.postUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }, locale },
  );
}
