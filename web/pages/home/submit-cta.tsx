import { Link } from "react-router-dom";
import { homeMessages } from "@shared/home/home-texts";
import { pagePaths } from "@shared/routing/paths";
import { primaryButton } from "@web/components/ui/button-styles";

export function SubmitCta() {
  return (
    <section aria-labelledby="submit-cta-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-gray-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="submit-cta-heading" className="text-2xl font-extrabold">
            {homeMessages.submitHeading}
          </h2>
          <p className="mt-1 text-gray-200">{homeMessages.submitText}</p>
        </div>
        <Link to={pagePaths.submit} className={primaryButton}>
          {homeMessages.submitCta}
        </Link>
      </div>
    </section>
  );
}
