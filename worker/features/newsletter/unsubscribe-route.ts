// RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to the address in an
// e-mail's List-Unsubscribe header. It is a plain route (not tRPC): the POST comes from the mail provider,
// not from our pages, so the same-origin guard does not apply; the signed token is the authorisation.
// Every newsletter e-mail must carry such a link, so it cannot depend on a token stored only as a hash:
// it is an HMAC of the subscriber id with SESSION_SECRET (the same signing as cookies: signed with the
// first secret, verified against every one in a rotation list), verifiable without a lookup and
// impossible to forge for another subscriber.
import { apiMessages } from "@shared/api/api-texts";
import { Hono } from "hono";
import { newsletterUnsubscribePath, newsletterPreferencesPath } from "@shared/routing/paths";
import { createDb } from "../../db/client";
import { refuse } from "../../http/error-envelope";
import { unsubscribe } from "./newsletter-queries";
import { signText, verifyText, type CookieEnv } from "../../http/signed-cookies";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@shared/i18n/locales";

export const unsubscribeRoutes = new Hono<{ Bindings: Env }>();

function linkParams(url: string): { id: number; token: string } | null {
  const params = new URL(url).searchParams;
  const id = Number(params.get("s"));
  const token = params.get("t") ?? "";
  return Number.isInteger(id) && id > 0 && token ? { id, token } : null;
}

unsubscribeRoutes.post("/", async (c) => {
  const link = linkParams(c.req.url);
  if (!link || !(await verifyUnsubscribeToken(c.env, link.id, link.token))) return refuse(c, "BAD_REQUEST", apiMessages, "invalidUnsubscribeLink");
  if (!(await unsubscribe(createDb(c.env.DB), link.id))) return refuse(c, "BAD_REQUEST", apiMessages, "invalidUnsubscribeLink");
  return c.text("You are unsubscribed.", 200);
});

// A person who opens the header's address in a browser gets the page with its button.
unsubscribeRoutes.get("/", (c) => {
  const link = linkParams(c.req.url);
  return c.redirect(link ? newsletterUnsubscribePath(link.id, link.token) : "/", 303);
});

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
