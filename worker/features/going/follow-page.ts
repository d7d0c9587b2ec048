// /follow (and /fr/follow): the page a "Follow …" link opens. `?city=Montreal`, `?venue=EVENT_ID` or
// `?organizer=EVENT_ID` say what; the page names it in words, asks for an address (with the consent
// line) and posts back to itself. A plain HTML form the Worker answers, so it adds no JavaScript to any
// page and no route to the table every page carries (decision 0186). The POST does what
// `follow.subscribe` does, rate-limited in the newsletter's bucket; past the free allowance a plain form
// cannot solve the bot challenge, so it is asked to wait.
import { Hono, type Context } from "hono";
import { apiMessages } from "@shared/api/api-texts";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { followInputSchema, followTargetSchema, type FollowTarget } from "@shared/going/follow-schema";
import { followMessages as m } from "@shared/going/follow-texts";
import { activeLocale } from "@shared/i18n/active-locale";
import { format } from "@shared/i18n/messages";
import { createDb } from "../../db/client";
import { plainPage } from "../../html/plain-page";
import { publicOrigin } from "../../http/public-origin";
import { clientNetworkScopes } from "../../rate-limit/client-network";
import { takeRateLimits } from "../../rate-limit/rate-limit";
import { queueEmail } from "../notifications/email-queue";
import { newLinkToken, sealToken } from "../notifications/link-tokens";
import { addFollow, resolveFollow, type ResolvedFollow } from "./follow-queries";
import { followWords } from "./follow-routes";

type AppContext = Context<{ Bindings: Env }>;

/** What the query string names (the first of city, venue, organizer), or null. */
function targetOf(c: AppContext): FollowTarget | null {
  const city = c.req.query("city");
  const venue = c.req.query("venue");
  const organizer = c.req.query("organizer");
  const raw =
    city !== undefined ? { kind: "city", city } : venue !== undefined ? { kind: "venue", event: venue } : { kind: "organizer", event: organizer };
  const parsed = followTargetSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The form, with the address typed so far and a message about it (an error, announced). */
function form(c: AppContext, follow: ResolvedFollow, email = "", error: string | null = null, status: 200 | 400 | 429 = 200): Response {
  const what = followWords(follow);
  const action = new URL(c.req.url);
  const invalid = error === null ? "" : ' aria-invalid="true" aria-describedby="follow-error"';
  return plainPage(
    format(m.formHeading, { what }),
    `<p>${escapeMarkup(format(m.formIntro, { what }))}</p>` +
      `<form method="post" action="${escapeMarkup(action.pathname + action.search)}">` +
      `<label for="follow-email">${escapeMarkup(m.emailLabel)}</label><br>` +
      `<input id="follow-email" name="email" type="email" autocomplete="email" required value="${escapeMarkup(email)}"${invalid}>` +
      (error === null ? "" : `<p id="follow-error" role="alert">${escapeMarkup(error)}</p>`) +
      `<p>${escapeMarkup(m.consentLine)}</p>` +
      `<button type="submit">${escapeMarkup(m.submitButton)}</button></form>`,
    status,
  );
}

const nothing = () => plainPage(apiMessages.nothingToFollow, "", 404);

export const followPage = new Hono<{ Bindings: Env }>();

followPage.get("/", async (c) => {
  const target = targetOf(c);
  const follow = target && (await resolveFollow(c.env, createDb(c.env.DB), target));
  return follow ? form(c, follow) : nothing();
});

followPage.post("/", async (c) => {
  const target = targetOf(c);
  const db = createDb(c.env.DB);
  const follow = target && (await resolveFollow(c.env, db, target));
  if (!target || !follow) return nothing();
  const body = await c.req.parseBody();
  const typed = typeof body.email === "string" ? body.email : "";
  const input = followInputSchema.safeParse({ email: typed, follow: target });
  if (!input.success) return form(c, follow, typed, input.error.issues[0]?.message ?? apiMessages.nothingToFollow, 400);
  const { refused } = await takeRateLimits(c.env, "newsletter", clientNetworkScopes(c.req.raw, c.env), false);
  if (refused) {
    const minutes = Math.ceil((refused.verdict === "challenge" ? 60 : refused.retryAfterSeconds) / 60);
    return form(c, follow, typed, format(apiMessages.tooManyAttempts, { minutes }), 429);
  }
  const { token, hash } = await newLinkToken();
  const followId = await addFollow(db, input.data.email, follow, hash, activeLocale());
  await queueEmail(
    c.env,
    db,
    { kind: "follow_confirm", recipient: input.data.email, followId, sealedToken: await sealToken(c.env, token) },
    { origin: publicOrigin(c.env, c.req.url) },
  );
  const what = followWords(follow);
  return plainPage(format(m.formHeading, { what }), `<p role="status">${escapeMarkup(format(m.sent, { what }))}</p>`);
});
