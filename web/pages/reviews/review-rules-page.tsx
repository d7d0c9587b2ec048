// /reviews/how-it-works: the rules every listing page's reviews follow, linked from the hidden counts.
import { messages } from "@shared/i18n/messages";
import { reviewMessages as t } from "@shared/reviews/reviews-texts";
import { PageHead } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";

export default function ReviewRulesPage() {
  const origin = useOrigin();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-gray-800">
      <PageHead meta={(builders) => builders.reviewsMeta(origin)} />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{messages.screens.reviews}</h1>
      <p className="mt-6">{t.rulesIntro}</p>
      <ul className="mt-6 list-disc space-y-3 pl-6">
        {t.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </article>
  );
}
