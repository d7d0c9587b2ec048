// The pages the newsletter's e-mails link to (confirm, unsubscribe, preferences): one screen module for the
// three routes, so the route table every public page carries names one chunk for them, not three.
import { useLocation } from "react-router-dom";
import { pathWithoutLocale } from "@shared/i18n/locales";
import { matchRoute } from "@shared/routing/routes";
import NewsletterConfirmPage from "./newsletter-confirm-page";
import NewsletterPreferencesPage from "./newsletter-preferences-page";
import NewsletterUnsubscribePage from "./newsletter-unsubscribe-page";

export default function NewsletterPage() {
  const route = matchRoute(pathWithoutLocale(useLocation().pathname))?.id;
  if (route === "newsletterConfirm") return <NewsletterConfirmPage />;
  if (route === "newsletterUnsubscribe") return <NewsletterUnsubscribePage />;
  return <NewsletterPreferencesPage />;
}
