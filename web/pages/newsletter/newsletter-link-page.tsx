// The frame both newsletter link pages share: a heading, a one-button form (so mail scanners that open
// links do not confirm or unsubscribe anyone), then the outcome, announced to screen readers.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { newsletterPageMessages as m } from "@shared/newsletter/newsletter-texts";
import { pagePaths } from "@shared/routing/paths";
import { PageTitle } from "@web/components/seo/page-head";

interface Props {
  heading: string;
  intro: string;
  button: string;
  pendingButton: string;
  pending: boolean;
  /** Shown instead of the form once the call answered. */
  outcome: { heading: string; text: string } | null;
  error: boolean;
  onConfirm: () => void;
}

export function NewsletterLinkPage(props: Props): ReactNode {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <PageTitle title={`${props.heading} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{props.heading}</h1>
      <div role="status" className="mt-6">
        {props.outcome && (
          <>
            <h2 className="text-xl font-bold">{props.outcome.heading}</h2>
            <p className="mt-2 text-gray-700">{props.outcome.text}</p>
            <Link to={pagePaths.home} className="mt-4 inline-block font-semibold text-brand-700 underline">
              {m.backHome}
            </Link>
          </>
        )}
        {props.error && <p className="text-red-800">{m.failed}</p>}
      </div>
      {!props.outcome && (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!props.pending) props.onConfirm();
          }}
        >
          <p className="text-gray-700">{props.intro}</p>
          <button
            type="submit"
            disabled={props.pending}
            className="mt-4 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {props.pending ? props.pendingButton : props.button}
          </button>
        </form>
      )}
    </section>
  );
}
