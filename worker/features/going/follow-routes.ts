// The e-mailed links of follows, as plain pages the Worker answers (no script, no cookie, never cached):
//   /api/follow/confirm?token=…   GET asks "Confirm that you follow …?" with a button; its POST records
//                                 the consent (a GET alone never confirms: mail scanners open links).
//   /api/follow/unsubscribe?f=ID&t=TOKEN[&all=1]
//                                 GET asks with a button; POST unsubscribes: the one follow, or every
//                                 follow of its address. RFC 8058: mail clients POST
//                                 "List-Unsubscribe=One-Click" to the roundup's List-Unsubscribe address.
//   /api/follow/data?f=ID&t=TOKEN  GET downloads what we keep about the follows of that follow's address
//                                 (JSON), linked from every roundup.
// The unsubscribe token is an HMAC of the follow id and scope with SESSION_SECRET, as the newsletter's
// (worker/features/newsletter/unsubscribe-route.ts): verifiable without a lookup, not forgeable.
import { Hono, type Context } from "hono";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { followMessages as m } from "@shared/going/follow-texts";
import { format } from "@shared/i18n/messages";
import { activeLocale } from "@shared/i18n/active-locale";
import type { Locale } from "@shared/i18n/locales";
import { placeName } from "@shared/places/place-names";
import { createDb } from "../../db/client";
import { plainPage } from "../../html/plain-page";
import { signText, verifyText, type CookieEnv } from "../../http/signed-cookies";
import { inLocale } from "../../i18n/request-locale";
import { hashLinkToken } from "../notifications/link-tokens";
import { confirmFollow, followByConfirmToken, followData, loadFollow, unsubscribeFollows } from "./follow-queries";

export const FOLLOW_ROUTES_PATH = "/api/follow";

/** What a follow is, in words, in the active locale. */
export function followWords(follow: { kind: string; city: string | null; label: string }): string {
  if (follow.kind === "city") return format(m.followCity, { city: placeName(follow.label) });
  if (follow.kind === "venue") return format(m.followVenue, { venue: follow.label, city: placeName(follow.city ?? "") });
  return format(m.followOrganizer, { title: follow.label });
}

const purpose = (followId: number, all: boolean) => `${all ? "follow-unsubscribe-all" : "follow-unsubscribe"}:${followId}`;

/** The signed links a follow's e-mails carry: the page a person opens and the address mail clients POST to. */
export async function followUnsubscribeUrl(env: CookieEnv, origin: string, followId: number, all: boolean): Promise<string> {
  const token = await signText(env, purpose(followId, all));
  return `${origin}${FOLLOW_ROUTES_PATH}/unsubscribe?f=${followId}&t=${token}${all ? "&all=1" : ""}`;
}

const dataPurpose = (followId: number) => `follow-data:${followId}`;

/** The signed link to the data download of a follow's address. */
export async function followDataUrl(env: CookieEnv, origin: string, followId: number): Promise<string> {
  return `${origin}${FOLLOW_ROUTES_PATH}/data?f=${followId}&t=${await signText(env, dataPurpose(followId))}`;
}

export const followConfirmUrl = (origin: string, token: string) => `${origin}${FOLLOW_ROUTES_PATH}/confirm?token=${token}`;

type AppContext = Context<{ Bindings: Env }>;

/** A page in the follow's language (an e-mailed link carries no cookie): the follow pages' heading over `body`. */
const page = (language: Locale, body: string, status: 200 | 400 = 200): Response => inLocale(language, () => plainPage(m.pageTitle, body, status));

const paragraph = (text: string) => `<p>${escapeMarkup(text)}</p>`;
/** A button posting back to the same address (the page's own query string). */
const button = (c: AppContext, label: string) =>
  `<form method="post" action="${escapeMarkup(new URL(c.req.url).pathname + new URL(c.req.url).search)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeMarkup(label)}</button></form>`;
const invalid = () => page(activeLocale(), paragraph(m.invalidLink), 400);

async function pendingFollow(c: AppContext) {
  const token = c.req.query("token") ?? "";
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return followByConfirmToken(createDb(c.env.DB), await hashLinkToken(token));
}

/** The follow a signed link names (`f`, `t`), checked against the link's purpose; null if forged or gone. */
async function linkedFollow(c: AppContext, purposeOf: (id: number) => string = (id) => purpose(id, c.req.query("all") === "1")) {
  const id = Number(c.req.query("f"));
  const token = c.req.query("t") ?? "";
  const all = c.req.query("all") === "1";
  if (!Number.isInteger(id) || id <= 0 || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  if (!(await verifyText(c.env, purposeOf(id), token))) return null;
  const follow = await loadFollow(createDb(c.env.DB), id);
  return follow ? { follow, all } : null;
}

export const followRoutes = new Hono<{ Bindings: Env }>();

followRoutes.get("/confirm", async (c) => {
  const follow = await pendingFollow(c);
  if (!follow) return invalid();
  return page(
    follow.language,
    inLocale(follow.language, () => paragraph(format(m.confirmQuestion, { what: followWords(follow) })) + button(c, m.confirmButton)),
  );
});

followRoutes.post("/confirm", async (c) => {
  const follow = await pendingFollow(c);
  if (!follow) return invalid();
  await confirmFollow(createDb(c.env.DB), follow.id);
  return page(
    follow.language,
    inLocale(follow.language, () => paragraph(format(m.confirmed, { what: followWords(follow) }))),
  );
});

followRoutes.get("/unsubscribe", async (c) => {
  const found = await linkedFollow(c);
  if (!found) return invalid();
  const { follow, all } = found;
  return page(
    follow.language,
    inLocale(
      follow.language,
      () => paragraph(all ? m.unsubscribeAllQuestion : format(m.unsubscribeQuestion, { what: followWords(follow) })) + button(c, m.unsubscribeButton),
    ),
  );
});

followRoutes.post("/unsubscribe", async (c) => {
  const found = await linkedFollow(c);
  if (!found) return invalid();
  await unsubscribeFollows(createDb(c.env.DB), found.follow.id, found.all);
  return page(
    found.follow.language,
    inLocale(found.follow.language, () => paragraph(m.unsubscribed)),
  );
});

followRoutes.get("/data", async (c) => {
  const found = await linkedFollow(c, dataPurpose);
  if (!found) return invalid();
  const data = await followData(createDb(c.env.DB), found.follow.email);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="local-hype-follows.json"',
      "Cache-Control": "no-store",
    },
  });
});
