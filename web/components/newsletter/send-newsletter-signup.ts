// The newsletter form's sending, loaded on the form's first focus (newsletter-form.tsx): the form is
// in every page's footer and most visitors never use it, so its call, the bot-challenge handling and
// the error wording stay out of the pages' own JavaScript.
import { messages } from "@shared/messages";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { withChallenge, type ApiClient } from "@web/lib/with-challenge";

/**
 * Subscribes `email` to the digest of `city` (a busy network is asked for the bot challenge first); true
 * when it worked. Says how it went with a toast.
 */
export async function sendNewsletterSignup(client: ApiClient, email: string, city: string): Promise<boolean> {
  try {
    await withChallenge(client, (attempt) => attempt.client.newsletter.subscribe.mutate({ email, city }));
    notify.success(messages.newsletter.successTitle);
    return true;
  } catch (error) {
    notify.error(messages.newsletter.failureTitle, apiReason(error) ?? messages.newsletter.failureDescription);
    return false;
  }
}
