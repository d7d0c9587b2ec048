// The newsletter signup (spec sections 4 and 5): the browser checks the address (required, email
// format), the server stores it unconfirmed and e-mails a confirmation link (double opt-in); success
// shows "Subscribed!" and clears the field, and the note under the form says the e-mail is on its way. Reusable: the
// footer shows it, and any page can place it under its own heading via `labelledBy`.
import { useId, useState } from "react";
import { messages } from "@shared/i18n/messages";
import { notify } from "@web/lib/notify";
import { useSelectedCity } from "@web/lib/selected-city";
import { trpc } from "@web/lib/trpc";

/** The sending loads on the form's first focus (or its first send), not with the page. */
const loadSender = () => import("./send-newsletter-signup");

interface Props {
  /** Id of the heading that names this form. */
  labelledBy?: string;
  className?: string;
}

export function NewsletterForm({ labelledBy, className }: Props) {
  const inputId = useId();
  const noteId = useId();
  const [email, setEmail] = useState("");
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);
  // The weekly digest's city is the one the page shows (the sender prefers a city page's own): no field
  // for it, so the footer stays one field on every page; the preferences page changes it.
  const [selectedCity] = useSelectedCity();

  function send() {
    setPending(true);
    loadSender()
      .then((sender) => sender.sendNewsletterSignup(utils.client, email, selectedCity))
      .then(
        (subscribed) => subscribed && setEmail(""),
        () => notify.error(messages.newsletter.failureTitle, messages.newsletter.failureDescription),
      )
      .finally(() => setPending(false));
  }

  return (
    <form
      aria-labelledby={labelledBy}
      aria-describedby={noteId}
      className={className}
      onFocus={() => void loadSender()}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) send();
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {messages.newsletter.emailLabel}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={messages.newsletter.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="newsletter-field"
        />
        <button type="submit" disabled={pending} className="newsletter-button">
          {pending ? messages.newsletter.subscribing : messages.newsletter.subscribe}
        </button>
      </div>
      <p id={noteId} className="mt-2 max-w-md text-sm text-gray-700">
        {messages.newsletter.confirmationNote}
      </p>
    </form>
  );
}
