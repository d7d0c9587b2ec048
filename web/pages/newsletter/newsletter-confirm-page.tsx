// /newsletter/confirm/:token — the double opt-in link from the confirmation e-mail. Confirming counts
// against the newsletter limit, so a busy network is asked for the bot challenge first (withChallenge).
import { useMutation } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { newsletterPageMessages as m } from "@shared/newsletter/newsletter-texts";
import { trpc } from "@web/lib/trpc";
import { withChallenge } from "@web/lib/with-challenge";
import { NewsletterLinkPage } from "./newsletter-link-page";

export default function NewsletterConfirmPage() {
  const { token = "" } = useParams();
  const utils = trpc.useUtils();
  const confirm = useMutation({
    mutationFn: () => withChallenge(utils.client, (attempt) => attempt.client.newsletter.confirm.mutate({ token })),
  });
  return (
    <NewsletterLinkPage
      heading={messages.screens.newsletterConfirm}
      texts={{
        intro: m.confirmIntro,
        button: m.confirmButton,
        pendingButton: m.confirming,
        doneHeading: m.confirmedHeading,
        doneText: m.confirmedText,
        failedHeading: m.confirmFailedHeading,
        failedText: m.confirmFailedText,
      }}
      call={{ ...confirm, done: confirm.data?.confirmed }}
      onConfirm={() => confirm.mutate()}
    />
  );
}
