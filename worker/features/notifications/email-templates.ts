// The e-mails the app sends, each written once as lines and rendered twice: plain text and simple HTML
// (every value escaped). Texts live in shared/messages/email.ts.
import { PAID_TIERS, type PromotionTier } from "@shared/catalogue/promotion-tiers";
import type { BrowsableType } from "@shared/catalogue/listing-types";
import { format, messages } from "@shared/messages";
import { emailMessages as m } from "@shared/messages/email";
import { REJECTION_REASON_LABELS } from "@shared/messages/review";
import type { RejectionReason } from "@shared/schemas/rejection-reasons";
import { escapeMarkup } from "@shared/rules/escape-markup";
import type { OutgoingEmail } from "../../email/compose-message";

type Line = string | { href: string; label: string };

function render(to: string, subject: string, lines: Line[], headers?: Record<string, string>): OutgoingEmail {
  const text = lines.map((line) => (typeof line === "string" ? line : `${line.label}: ${line.href}`)).join("\n\n");
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    ...lines.map((line) =>
      typeof line === "string"
        ? `<p>${escapeMarkup(line)}</p>`
        : `<p><a href="${escapeMarkup(line.href)}">${escapeMarkup(line.label)}</a></p>`,
    ),
    "</body></html>",
  ].join("\n");
  return { to, subject, text: `${text}\n`, html, headers };
}

export interface SubmissionFacts {
  title: string;
  submitter_name: string;
  submitter_email: string;
  content_type: BrowsableType;
  city: string;
  promotion_tier: PromotionTier;
}

function tierName(tier: PromotionTier): string {
  return PAID_TIERS.find((paid) => paid.id === tier)?.name ?? "None";
}

export function receiptEmail(submission: SubmissionFacts, statusUrl: string): OutgoingEmail {
  const { title } = submission;
  return render(submission.submitter_email, format(m.receiptSubject, { title }), [
    format(m.greeting, { name: submission.submitter_name }),
    format(m.receiptIntro, { title }),
    format(m.receiptDetails, {
      type: messages.types[submission.content_type],
      city: submission.city,
      tier: tierName(submission.promotion_tier),
    }),
    m.receiptLinkIntro,
    { href: statusUrl, label: m.receiptLinkLabel },
    m.signOff,
  ]);
}

export function approvedEmail(submission: SubmissionFacts, publicUrl: string): OutgoingEmail {
  const { title } = submission;
  return render(submission.submitter_email, format(m.approvedSubject, { title }), [
    format(m.greeting, { name: submission.submitter_name }),
    format(m.approvedIntro, { title }),
    { href: publicUrl, label: m.approvedLinkLabel },
    m.signOff,
  ]);
}

export function rejectedEmail(
  submission: SubmissionFacts,
  rejection: { reason: RejectionReason; note: string | null },
  submitUrl: string,
): OutgoingEmail {
  const { title } = submission;
  return render(submission.submitter_email, format(m.rejectedSubject, { title }), [
    format(m.greeting, { name: submission.submitter_name }),
    format(m.rejectedIntro, { title }),
    format(m.rejectedReason, { reason: REJECTION_REASON_LABELS[rejection.reason] }),
    ...(rejection.note ? [format(m.rejectedNote, { note: rejection.note })] : []),
    m.rejectedAgain,
    { href: submitUrl, label: m.rejectedAgainLabel },
    m.signOff,
  ]);
}

/**
 * The double opt-in e-mail. Like every newsletter e-mail it carries a one-click unsubscribe link and
 * the List-Unsubscribe headers (RFC 2369, RFC 8058: mail clients POST to the https link).
 */
export function newsletterConfirmEmail(to: string, confirmUrl: string, unsubscribe: { pageUrl: string; postUrl: string }) {
  return render(
    to,
    m.confirmSubject,
    [
      m.confirmIntro,
      { href: confirmUrl, label: m.confirmLinkLabel },
      m.confirmIgnore,
      m.unsubscribeLine,
      { href: unsubscribe.pageUrl, label: m.unsubscribeLabel },
      m.signOff,
    ],
    { "List-Unsubscribe": `<${unsubscribe.postUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  );
}
