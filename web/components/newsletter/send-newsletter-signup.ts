// The newsletter form's sending, loaded on the form's first focus (newsletter-form.tsx): the form is
// in every page's footer and most visitors never use it, so its call, the bot-challenge handling and
// the error wording stay out of the pages' own JavaScript.
import { matchPath } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { ROUTE_PATTERNS } from "@shared/routing/routes";
import { pathWithoutLocale } from "@shared/i18n/locales";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { withChallenge, type ApiClient } from "@web/lib/with-challenge";

/** The city a page shows: a city page's own, else the header's selection (`selectedCity`). */
export function pageCity(pathname: string, selectedCity: string): string {
  return matchPath(ROUTE_PATTERNS.city, pathWithoutLocale(pathname))?.params.city ?? selectedCity;
}

/**
 * Subscribes `email` to the weekly digest of the city the page shows (a busy network is asked for the
 * bot challenge first); true when it worked. Says how it went with a toast.
 */
export async function sendNewsletterSignup(client: ApiClient, email: string, selectedCity: string): Promise<boolean> {
  const city = pageCity(window.location.pathname, selectedCity);
  try {
    await withChallenge(client, (attempt) => attempt.client.newsletter.subscribe.mutate({ email, city }));
    notify.success(messages.newsletter.successTitle, messages.newsletter.successDescription);
    return true;
  } catch (error) {
    notify.error(messages.newsletter.failureTitle, apiReason(error) ?? messages.newsletter.failureDescription);
    return false;
  }
}
