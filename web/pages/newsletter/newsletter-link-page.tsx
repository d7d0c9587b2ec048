// The frame both newsletter link pages share: a heading, a one-button form (so mail scanners that open
// links do not confirm or unsubscribe anyone), then the outcome, announced to screen readers. A link the
// server does not accept, or refuses as malformed (BAD_REQUEST), reads as the same "does not work".
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { newsletterPageMessages as m } from "@shared/newsletter/newsletter-texts";
import { pagePaths } from "@shared/routing/paths";
import { PageTitle } from "@web/components/seo/page-head";
import { apiErrorCode } from "@web/lib/api-errors";
import { primaryButton } from "@web/components/ui/button-styles";

interface Props {
  heading: string;
  texts: { intro: string; button: string; pendingButton: string; doneHeading: string; doneText: string; failedHeading: string; failedText: string };
  /** The call's state: `done` is its answer (false: the link does not work). */
  call: { isPending: boolean; isError: boolean; error: unknown; done: boolean | undefined };
  onConfirm: () => void;
}

export function NewsletterLinkPage({ heading, texts, call, onConfirm }: Props): ReactNode {
  const invalid = call.done === false || apiErrorCode(call.error) === "BAD_REQUEST";
  const outcome = call.done
    ? { heading: texts.doneHeading, text: texts.doneText }
    : invalid
      ? { heading: texts.failedHeading, text: texts.failedText }
      : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <PageTitle title={`${heading} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <div role="status" className="mt-6">
        {outcome && (
          <>
            <h2 className="text-xl font-bold">{outcome.heading}</h2>
            <p className="mt-2 text-gray-700">{outcome.text}</p>
            <Link to={pagePaths.home} className="mt-4 inline-block font-semibold text-brand-700 underline">
              {m.backHome}
            </Link>
          </>
        )}
        {call.isError && !invalid && <p className="text-red-800">{m.failed}</p>}
      </div>
      {!outcome && (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!call.isPending) onConfirm();
          }}
        >
          <p className="text-gray-700">{texts.intro}</p>
          <button type="submit" disabled={call.isPending} className={`${primaryButton} mt-4`}>
            {call.isPending ? texts.pendingButton : texts.button}
          </button>
        </form>
      )}
    </section>
  );
}
