// /newsletter/confirm/:token — the double opt-in link from the confirmation e-mail.
import { useParams } from "react-router-dom";
import { messages } from "@shared/messages";
import { newsletterPageMessages as m } from "@shared/messages/newsletter";
import { trpc } from "@web/lib/trpc";
import { NewsletterLinkPage } from "./newsletter-link-page";

export default function NewsletterConfirmPage() {
  const { token = "" } = useParams();
  const confirm = trpc.newsletter.confirm.useMutation();
  const confirmed = confirm.data?.confirmed;
  // A malformed token is refused by the server as BAD_REQUEST: the same "does not work" outcome.
  const invalid = confirmed === false || confirm.error?.data?.code === "BAD_REQUEST";
  return (
    <NewsletterLinkPage
      heading={messages.screens.newsletterConfirm}
      intro={m.confirmIntro}
      button={m.confirmButton}
      pendingButton={m.confirming}
      pending={confirm.isPending}
      outcome={
        confirmed ? { heading: m.confirmedHeading, text: m.confirmedText } : invalid ? { heading: m.confirmFailedHeading, text: m.confirmFailedText } : null
      }
      error={confirm.isError && !invalid}
      onConfirm={() => confirm.mutate({ token })}
    />
  );
}
