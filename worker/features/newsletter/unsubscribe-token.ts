// One-click unsubscribe links. Every newsletter e-mail must carry one, so the link cannot depend on a
// token stored only as a hash: it is an HMAC of the subscriber id with SESSION_SECRET, verifiable without
// a lookup and impossible to forge for another subscriber.
import { newsletterUnsubscribePath } from "@shared/rules/paths";

const encoder = new TextEncoder();

async function key(env: Pick<Env, "SESSION_SECRET">): Promise<CryptoKey> {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not set");
  return crypto.subtle.importKey("raw", encoder.encode(env.SESSION_SECRET), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

const purpose = (subscriberId: number) => encoder.encode(`newsletter-unsubscribe:${subscriberId}`);

export async function unsubscribeToken(env: Pick<Env, "SESSION_SECRET">, subscriberId: number): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await key(env), purpose(subscriberId));
  return btoa(String.fromCharCode(...new Uint8Array(signature))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Constant-time check of a token from a link. */
export async function verifyUnsubscribeToken(env: Pick<Env, "SESSION_SECRET">, subscriberId: number, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const bytes = Uint8Array.from(atob(token.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  return crypto.subtle.verify("HMAC", await key(env), bytes, purpose(subscriberId));
}

/** The page a person opens, and the RFC 8058 one-click address mail clients POST to. */
export async function unsubscribeLinks(env: Pick<Env, "SESSION_SECRET">, origin: string, subscriberId: number) {
  const token = await unsubscribeToken(env, subscriberId);
  return {
    pageUrl: `${origin}${newsletterUnsubscribePath(subscriberId, token)}`,
    postUrl: `${origin}/api/newsletter/unsubscribe?s=${subscriberId}&t=${token}`,
  };
}
