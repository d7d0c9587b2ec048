// /privacy: what Local Hype collects, why, for how long, and whom to write to. The periods come from
// shared/privacy/retention.ts, which the retention job enforces, so the page and the job never disagree.
import { format, messages } from "@shared/i18n/messages";
import { privacyMessages as t } from "@shared/privacy/privacy-texts";
import {
  AUDIT_RETENTION_DAYS,
  CLAIM_RETENTION_DAYS,
  FOLLOW_RETENTION_DAYS,
  NETWORK_HASH_RETENTION_HOURS,
  NEWSLETTER_RETENTION_DAYS,
  OUTBOX_RETENTION_DAYS,
  RSVP_RETENTION_DAYS,
  PRIVACY_CONTACT,
  SUBMITTER_RETENTION_DAYS,
  UNCONFIRMED_REVIEW_RETENTION_DAYS,
} from "@shared/privacy/retention";
import { VITALS_RETENTION_DAYS } from "@shared/performance/web-vitals";
import { PageHead } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";

/** What is collected, feature by feature (read at render: the texts load with the screen). */
const collected = () =>
  [
    [t.submitHeading, t.submitText],
    [t.newsletterHeading, t.newsletterText],
    [t.goingHeading, t.goingText],
    [t.followHeading, t.followText],
    [t.votingHeading, t.votingText],
    [t.choicesHeading, t.choicesText],
    [t.savedHeading, t.savedText],
    [t.nearHeading, t.nearText],
    [t.securityHeading, t.securityText],
    [t.measureHeading, format(t.measureText, { days: VITALS_RETENTION_DAYS })],
    [t.activityHeading, t.activityText],
    [t.ownerHeading, t.ownerText],
    [t.reviewHeading, t.reviewText],
    [t.staffHeading, t.staffText],
  ] as const;

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export default function PrivacyPage() {
  const origin = useOrigin();
  // The address is a link inside the sentence, wherever each language puts it.
  const [before, after] = t.contactText.split("{email}");
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-gray-800">
      <PageHead meta={(builders) => builders.privacyMeta(origin)} />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{messages.screens.privacy}</h1>
      <p className="mt-2 text-sm text-gray-700">{t.updated}</p>
      <p className="mt-6">{t.intro}</p>

      <Section id="privacy-collect" heading={t.collectHeading}>
        {collected().map(([heading, text]) => (
          <div key={heading} className="mt-4">
            <h3 className="font-semibold text-ink">{heading}</h3>
            <p className="mt-1">{text}</p>
          </div>
        ))}
      </Section>

      <Section id="privacy-keep" heading={t.keepHeading}>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>{format(t.keepSubmitter, { days: SUBMITTER_RETENTION_DAYS })}</li>
          <li>{format(t.keepNewsletter, { days: NEWSLETTER_RETENTION_DAYS })}</li>
          <li>{format(t.keepReviews, { days: UNCONFIRMED_REVIEW_RETENTION_DAYS })}</li>
          <li>{format(t.keepRsvp, { days: RSVP_RETENTION_DAYS })}</li>
          <li>{format(t.keepFollow, { days: FOLLOW_RETENTION_DAYS })}</li>
          <li>{format(t.keepEmails, { days: OUTBOX_RETENTION_DAYS })}</li>
          <li>{format(t.keepNetwork, { hours: NETWORK_HASH_RETENTION_HOURS })}</li>
          <li>{t.keepActivity}</li>
          <li>{format(t.keepClaim, { days: CLAIM_RETENTION_DAYS })}</li>
          <li>{format(t.keepAudit, { days: AUDIT_RETENTION_DAYS })}</li>
        </ul>
      </Section>

      <Section id="privacy-share" heading={t.shareHeading}>
        <p className="mt-3">{t.shareText}</p>
      </Section>

      <Section id="privacy-rights" heading={t.rightsHeading}>
        <p className="mt-3">{t.rightsText}</p>
      </Section>

      <Section id="privacy-contact" heading={t.contactHeading}>
        <p className="mt-3">
          {before}
          <a href={`mailto:${PRIVACY_CONTACT}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {PRIVACY_CONTACT}
          </a>
          {after}
        </p>
      </Section>
    </article>
  );
}
