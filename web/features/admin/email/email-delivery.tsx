// The dashboard's e-mail delivery panel: how many e-mails failed or wait for a retry, and the newest ones
// with their status, so a failed send is visible (the submission or review itself is never lost).
import { format } from "@shared/i18n/messages";
import { adminMessages, adminMessages as m } from "@shared/admin/admin-texts";
import { EMAIL_KIND_LABELS, EMAIL_STATUS_LABELS } from "@shared/email/email-outbox-texts";
import { formatTimestamp } from "@web/lib/dates";
import { trpc } from "@web/lib/trpc";
import { AdminSection, ColumnHeads, QueryStates } from "@web/features/admin/ui/admin-section";
import { useState } from "react";
import { activeLocale } from "@shared/i18n/active-locale";
import { LOCALE_NAMES, LOCALES, isLocale, langAttribute, type Locale } from "@shared/i18n/locales";
import { placeName } from "@shared/places/place-names";
import { CityOptions } from "@web/components/ui/city-options";
import { primaryButton } from "@web/components/ui/button-styles";

export function EmailDelivery() {
  const recent = trpc.admin.emails.recent.useQuery(undefined, { staleTime: 0 });
  return (
    <AdminSection heading={adminMessages.emailHeading} intro={adminMessages.emailIntro}>
      <QueryStates query={recent}>
        {({ emails, undelivered }) => (
          <>
            <p className={`mt-3 font-semibold ${undelivered.failed + undelivered.retrying > 0 ? "text-red-800" : "text-gray-800"}`}>
              {undelivered.failed + undelivered.retrying > 0 ? format(adminMessages.emailUndelivered, undelivered) : adminMessages.emailAllGood}
            </p>
            {emails.length === 0 ? (
              <p className="mt-3 text-gray-700">{adminMessages.emailNone}</p>
            ) : (
              // A focusable, named region: on a phone the table scrolls sideways, and the keyboard must reach it.
              <div role="region" aria-label={adminMessages.emailTableLabel} tabIndex={0} className="mt-3 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <ColumnHeads
                    names={[
                      adminMessages.emailKind,
                      adminMessages.emailTo,
                      adminMessages.emailStatus,
                      adminMessages.emailAttempts,
                      adminMessages.emailWhen,
                      adminMessages.emailError,
                    ]}
                  />
                  <tbody>
                    {emails.map((email) => (
                      <tr key={email.id} className="border-b border-gray-100 align-top">
                        <td className="py-2 pr-4">
                          {EMAIL_KIND_LABELS[email.kind]}
                          {email.submission_title && <span className="block text-gray-700 break-words">{email.submission_title}</span>}
                        </td>
                        <td className="py-2 pr-4 break-all">{email.recipient}</td>
                        <td className={`py-2 pr-4 font-semibold ${email.status === "failed" ? "text-red-800" : ""}`}>
                          {EMAIL_STATUS_LABELS[email.status]}
                        </td>
                        <td className="py-2 pr-4">{email.attempts}</td>
                        <td className="py-2 pr-4">{formatTimestamp(email.created_at)}</td>
                        <td className="py-2 break-words">{email.last_error ?? ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </QueryStates>
    </AdminSection>
  );
}

// The dashboard's weekly digest panel: the next digest of any city in either language as it stands now
// (its send time, subject and text, or that it will be skipped), a test sent to the admin's own address,
// and the addresses a failed digest paused.
const controlClass = "mt-1 block rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink";

export function DigestPanel() {
  const [choice, setChoice] = useState<{ city: string | null; language: Locale } | null>(null);
  return (
    <AdminSection heading={m.digestHeading} intro={m.digestIntro} className="mt-12">
      <form
        className="mt-4 flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const city = data.get("city");
          const language = data.get("language");
          setChoice({ city: typeof city === "string" && city !== "" ? city : null, language: isLocale(language) ? language : "en" });
        }}
      >
        <div>
          <label htmlFor="digest-preview-city" className="text-sm font-semibold">
            {m.digestCity}
          </label>
          <select id="digest-preview-city" name="city" defaultValue="" className={controlClass}>
            <option value="">{m.digestAllCities}</option>
            <CityOptions />
          </select>
        </div>
        <div>
          <label htmlFor="digest-preview-language" className="text-sm font-semibold">
            {m.digestLanguage}
          </label>
          <select id="digest-preview-language" name="language" defaultValue={activeLocale()} className={controlClass}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          {m.digestPreview}
        </button>
      </form>
      {choice && <DigestPreview choice={choice} />}
      <BouncedAddresses />
    </AdminSection>
  );
}

function DigestPreview({ choice }: { choice: { city: string | null; language: Locale } }) {
  const preview = trpc.admin.digest.preview.useQuery(choice, { staleTime: 0 });
  const sendTest = trpc.admin.digest.sendTest.useMutation();
  return (
    <QueryStates query={preview}>
      {({ at, email }) => (
        <div className="mt-4 rounded-lg border border-gray-200 p-4">
          <p className="font-semibold">{format(m.digestNextAt, { when: formatTimestamp(at) })}</p>
          {email ? (
            <>
              <p className="mt-2" lang={langAttribute(choice.language, activeLocale())}>
                {format(m.digestSubjectLabel, { subject: email.subject })}
              </p>
              <pre
                lang={langAttribute(choice.language, activeLocale())}
                className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded bg-gray-50 p-3 font-sans text-sm"
              >
                {email.text}
              </pre>
              <button
                type="button"
                disabled={sendTest.isPending}
                onClick={() => sendTest.mutate(choice)}
                className="mt-3 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
              >
                {sendTest.isPending ? m.digestSending : m.digestSendTest}
              </button>
              <p role="status" className="mt-2 text-sm">
                {sendTest.data?.queued && format(m.digestTestSent, { email: sendTest.data.to })}
              </p>
            </>
          ) : (
            <p className="mt-2">{m.digestEmpty}</p>
          )}
        </div>
      )}
    </QueryStates>
  );
}

function BouncedAddresses() {
  const bounced = trpc.admin.digest.bounced.useQuery(undefined, { staleTime: 0 });
  return (
    <div className="mt-6">
      <h3 className="font-bold">{m.digestBouncedHeading}</h3>
      <QueryStates query={bounced}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-gray-700">{m.digestBouncedNone}</p>
          ) : (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {rows.map((subscriber) => (
                <li key={subscriber.id} className="break-all">
                  {subscriber.email} · {subscriber.city === null ? m.digestAllCities : placeName(subscriber.city)}
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </div>
  );
}
