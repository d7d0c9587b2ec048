// One-click unsubscribe links. Every newsletter e-mail must carry one, so the link cannot depend on a
// token stored only as a hash: it is an HMAC of the subscriber id with SESSION_SECRET (the same signing
// as cookies: signed with the first secret, verified against every one in a rotation list), verifiable
// without a lookup and impossible to forge for another subscriber.
import { newsletterPreferencesPath, newsletterUnsubscribePath } from "@shared/routing/paths";
import { signText, verifyText, type CookieEnv } from "../../http/signed-cookies";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@shared/i18n/locales";

const purpose = (subscriberId: number) => `newsletter-unsubscribe:${subscriberId}`;

export function unsubscribeToken(env: CookieEnv, subscriberId: number): Promise<string> {
  return signText(env, purpose(subscriberId));
}

/** Constant-time check of a token from a link. */
export async function verifyUnsubscribeToken(env: CookieEnv, subscriberId: number, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  return verifyText(env, purpose(subscriberId), token);
}

/**
 * The pages a person opens (in the subscriber's language: unsubscribe, preferences; one signature serves
 * both, as both manage the subscriber's own subscription), and the RFC 8058 one-click address mail clients POST to.
 */
export async function unsubscribeLinks(env: CookieEnv, origin: string, subscriberId: number, language: Locale = DEFAULT_LOCALE) {
  const token = await unsubscribeToken(env, subscriberId);
  return {
    pageUrl: `${origin}${localizedPath(newsletterUnsubscribePath(subscriberId, token), language)}`,
    preferencesUrl: `${origin}${localizedPath(newsletterPreferencesPath(subscriberId, token), language)}`,
    postUrl: `${origin}/api/newsletter/unsubscribe?s=${subscriberId}&t=${token}`,
  };
}

/** The same pages without a subscriber (an admin's preview and test digest): they open, and say the link does not work. */
export function sampleNewsletterLinks(origin: string, language: Locale = DEFAULT_LOCALE) {
  return {
    pageUrl: `${origin}${localizedPath("/newsletter/unsubscribe", language)}`,
    postUrl: `${origin}/api/newsletter/unsubscribe`,
    preferencesUrl: `${origin}${localizedPath("/newsletter/preferences", language)}`,
  };
}
