// /newsletter/preferences?s=…&t=… — the signed link every newsletter e-mail carries (no login): the
// weekly digest's city and language, pause and resume, and the way to unsubscribe.
import { Link, useSearchParams } from "react-router-dom";
import { activeLocale } from "@shared/i18n/active-locale";
import { format, messages } from "@shared/i18n/messages";
import { newsletterPageMessages as m } from "@shared/newsletter/newsletter-texts";
import { LOCALE_NAMES, LOCALES, isLocale, langAttribute } from "@shared/i18n/locales";
import { newsletterUnsubscribePath } from "@shared/routing/paths";
import { PageTitle } from "@web/components/seo/page-head";
import { CityOptions } from "@web/components/ui/city-options";
import { apiErrorCode } from "@web/lib/api-errors";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { primaryButton } from "@web/components/ui/button-styles";

type Preferences = NonNullable<RouterOutputs["newsletter"]["preferences"]>;

const controlClass = "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-ink";

export default function NewsletterPreferencesPage() {
  const [params] = useSearchParams();
  const link = { s: Number(params.get("s")), t: params.get("t") ?? "" };
  const preferences = trpc.newsletter.preferences.useQuery(link, { retry: false });
  const heading = messages.screens.newsletterPreferences;
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <PageTitle title={`${heading} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      {preferences.isPending ? (
        <p role="status" className="mt-6 text-gray-700">
          {m.preferencesLoading}
        </p>
      ) : preferences.isError ? (
        <Outcome
          heading={apiErrorCode(preferences.error) === "BAD_REQUEST" ? m.unsubscribeFailedHeading : m.failed}
          text={apiErrorCode(preferences.error) === "BAD_REQUEST" ? m.preferencesFailedText : ""}
        />
      ) : preferences.data?.subscribed ? (
        <PreferencesForm link={link} preferences={preferences.data} />
      ) : (
        <Outcome heading={m.notSubscribedHeading} text={m.notSubscribedText} />
      )}
    </section>
  );
}

function Outcome({ heading, text }: { heading: string; text: string }) {
  return (
    <div role="status" className="mt-6">
      <h2 className="text-xl font-bold">{heading}</h2>
      {text && <p className="mt-2 text-gray-700">{text}</p>}
    </div>
  );
}

function PreferencesForm({ link, preferences }: { link: { s: number; t: string }; preferences: Preferences }) {
  const utils = trpc.useUtils();
  const save = trpc.newsletter.savePreferences.useMutation({
    onSuccess: () => utils.newsletter.preferences.invalidate(link),
  });
  return (
    <form
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const data = new FormData(event.currentTarget);
        const city = data.get("city");
        const language = data.get("language");
        save.mutate({
          ...link,
          city: typeof city === "string" && city !== "" ? city : null,
          language: isLocale(language) ? language : preferences.language,
          paused: data.get("paused") === "on",
        });
      }}
    >
      <p className="text-gray-700">{format(m.preferencesFor, { email: preferences.email })}</p>
      {preferences.bounced && <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{m.bouncedNote}</p>}
      <div>
        <label htmlFor="digest-city" className="font-semibold">
          {m.cityLabel}
        </label>
        <select id="digest-city" name="city" defaultValue={preferences.city ?? ""} className={controlClass}>
          <option value="">{m.allCities}</option>
          <CityOptions />
        </select>
      </div>
      <fieldset>
        <legend className="font-semibold">{m.languageLabel}</legend>
        <div className="mt-1 flex gap-6">
          {LOCALES.map((locale) => (
            <label key={locale} className="flex items-center gap-2">
              <input type="radio" name="language" value={locale} defaultChecked={preferences.language === locale} />
              <span lang={langAttribute(locale, activeLocale())}>{LOCALE_NAMES[locale]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="paused" defaultChecked={preferences.paused} />
        {m.pauseLabel}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          {save.isPending ? m.saving : m.saveButton}
        </button>
        <Link to={newsletterUnsubscribePath(link.s, link.t)} className="font-semibold text-brand-700 underline">
          {m.unsubscribeInstead}
        </Link>
      </div>
      <div role="status">
        {save.data?.saved === true && <p className="text-green-800">{m.savedText}</p>}
        {save.data?.saved === false && <p>{m.notSubscribedText}</p>}
        {save.isError && <p className="text-red-800">{m.failed}</p>}
      </div>
    </form>
  );
}
