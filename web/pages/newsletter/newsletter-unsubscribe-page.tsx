// /newsletter/unsubscribe?s=…&t=… — the unsubscribe link every newsletter e-mail carries (mail clients
// use the one-click POST of the List-Unsubscribe header instead).
import { useSearchParams } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { newsletterPageMessages as m } from "@shared/newsletter/newsletter-texts";
import { apiErrorCode } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";
import { NewsletterLinkPage } from "./newsletter-link-page";

export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();
  const done = unsubscribe.data?.unsubscribed;
  const invalid = done === false || apiErrorCode(unsubscribe.error) === "BAD_REQUEST";
  return (
    <NewsletterLinkPage
      heading={messages.screens.newsletterUnsubscribe}
      intro={m.unsubscribeIntro}
      button={m.unsubscribeButton}
      pendingButton={m.unsubscribing}
      pending={unsubscribe.isPending}
      outcome={
        done
          ? { heading: m.unsubscribedHeading, text: m.unsubscribedText }
          : invalid
            ? { heading: m.unsubscribeFailedHeading, text: m.unsubscribeFailedText }
            : null
      }
      error={unsubscribe.isError && !invalid}
      onConfirm={() => unsubscribe.mutate({ s: Number(params.get("s")), t: params.get("t") ?? "" })}
    />
  );
}
