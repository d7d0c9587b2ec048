// The submission form (/submit): rendered at the edge, indexed, the same for everyone.
import type { RouteModule } from "@web/app/define-route";
import { Link } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { pagePaths } from "@shared/routing/paths";
import { submitMessages } from "@shared/submissions/submit-texts";
import { PageHead } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";
import { SubmissionForm } from "@web/features/submissions/submission-form";

export default {
  Screen: SubmitPage,
  cache: "public",
  sitemap: true,
  edge: (_q, { origin, meta, page }) => page(meta.submitMeta(origin)),
} satisfies RouteModule;

// /submit (spec section 2, "Submit Content"): the page around the submission form.
function SubmitPage() {
  const origin = useOrigin();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <PageHead meta={(builders) => builders.submitMeta(origin)} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.submit}</h1>
      <p className="mt-2 mb-8 text-gray-700">{submitMessages.intro}</p>
      <SubmissionForm />
      <p className="mt-6 text-sm text-gray-700">
        {submitMessages.privacyNotice}{" "}
        <Link to={pagePaths.privacy} className="font-medium underline underline-offset-2 hover:text-ink">
          {messages.screens.privacy}
        </Link>
      </p>
    </section>
  );
}
