// The dashboard's weekly digest panel: the next digest of any city in either language as it stands now
// (its send time, subject and text, or that it will be skipped), a test sent to the admin's own address,
// and the addresses a failed digest paused.
import { useState } from "react";
import { activeLocale } from "@shared/i18n/active-locale";
import { format } from "@shared/i18n/messages";
import { adminMessages as m } from "@shared/admin/admin-texts";
import { LOCALE_NAMES, LOCALES, isLocale, langAttribute, type Locale } from "@shared/i18n/locales";
import { placeName } from "@shared/places/place-names";
import { CityOptions } from "@web/components/ui/city-options";
import { formatTimestamp } from "@web/lib/dates";
import { trpc } from "@web/lib/trpc";
import { AdminSection, QueryStates } from "@web/features/admin/ui/admin-section";
import { primaryButton } from "@web/components/ui/button-styles";

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
