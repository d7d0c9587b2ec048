// /newsletter/unsubscribe?s=…&t=… — the unsubscribe link every newsletter e-mail carries (mail clients
// use the one-click POST of the List-Unsubscribe header instead).
import { useSearchParams } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { newsletterPageMessages as m } from "@shared/newsletter/newsletter-texts";
import { trpc } from "@web/lib/trpc";
import { NewsletterLinkPage } from "./newsletter-link-page";

export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();
  return (
    <NewsletterLinkPage
      heading={messages.screens.newsletterUnsubscribe}
      texts={{
        intro: m.unsubscribeIntro,
        button: m.unsubscribeButton,
        pendingButton: m.unsubscribing,
        doneHeading: m.unsubscribedHeading,
        doneText: m.unsubscribedText,
        failedHeading: m.unsubscribeFailedHeading,
        failedText: m.unsubscribeFailedText,
      }}
      call={{ ...unsubscribe, done: unsubscribe.data?.unsubscribed }}
      onConfirm={() => unsubscribe.mutate({ s: Number(params.get("s")), t: params.get("t") ?? "" })}
    />
  );
}
