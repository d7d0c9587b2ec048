// /newsletter/confirm/:token — the double opt-in link from the confirmation e-mail. Confirming counts
// against the newsletter limit, so a busy network is asked for the bot challenge first (withChallenge).
import { useMutation } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { newsletterPageMessages as m } from "@shared/newsletter/newsletter-texts";
import { apiErrorCode } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";
import { withChallenge } from "@web/lib/with-challenge";
import { NewsletterLinkPage } from "./newsletter-link-page";

export default function NewsletterConfirmPage() {
  const { token = "" } = useParams();
  const utils = trpc.useUtils();
  const confirm = useMutation({
    mutationFn: () => withChallenge(utils.client, (attempt) => attempt.client.newsletter.confirm.mutate({ token })),
  });
  const confirmed = confirm.data?.confirmed;
  // A malformed token is refused by the server as BAD_REQUEST: the same "does not work" outcome.
  const invalid = confirmed === false || apiErrorCode(confirm.error) === "BAD_REQUEST";
  return (
    <NewsletterLinkPage
      heading={messages.screens.newsletterConfirm}
      intro={m.confirmIntro}
      button={m.confirmButton}
      pendingButton={m.confirming}
      pending={confirm.isPending}
      outcome={
        confirmed
          ? { heading: m.confirmedHeading, text: m.confirmedText }
          : invalid
            ? { heading: m.confirmFailedHeading, text: m.confirmFailedText }
            : null
      }
      error={confirm.isError && !invalid}
      onConfirm={() => confirm.mutate()}
    />
  );
}
