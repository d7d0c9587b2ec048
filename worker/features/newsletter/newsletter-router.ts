// `newsletter.*`: double opt-in signup (the spec only confirmed on the client and sent nothing).
// subscribe stores the address unconfirmed and queues a confirmation e-mail; confirm records consent;
// unsubscribe is the page's button (mail clients use the one-click POST in unsubscribe-route.ts).
import { activeLocale } from "@shared/i18n/active-locale";
import { newsletterConfirmInput, newsletterInputSchema, newsletterUnsubscribeInput } from "@shared/newsletter/newsletter-schema";
import { rateLimited } from "../../rate-limit/rate-limit";
import { personalProcedure, publicProcedure, router } from "../../trpc/init";
import { queueEmail } from "../notifications/email-queue";
import { hashLinkToken, newLinkToken, sealToken } from "../notifications/link-tokens";
import { publicOrigin } from "../../http/public-origin";
import { TRPCError } from "@trpc/server";
import { apiMessages } from "@shared/api/api-texts";
import { digestCityOf, newsletterLinkInput, newsletterPreferencesInput } from "@shared/newsletter/digest-schema";
import type { CookieEnv } from "../../http/signed-cookies";
import { addSubscriber, confirmSubscriber, loadPreferences, savePreferences, unsubscribe } from "./newsletter-queries";
import { verifyUnsubscribeToken } from "./unsubscribe-route";

/** A forged or mistyped signed link: BAD_REQUEST in the visitor's language. */
async function requireSignedLink(env: CookieEnv, link: { s: number; t: string }): Promise<void> {
  if (!(await verifyUnsubscribeToken(env, link.s, link.t))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: apiMessages.invalidNewsletterLink });
  }
}

export const newsletterRouter = router({
  // The answer, and the work behind it, are the same for a new and a known address, so the form cannot
  // be used to test who is subscribed: the signup is recorded and a confirmation job queued every time;
  // the queue consumer sends it only when a confirmation is due (queue-consumer.ts).
  subscribe: publicProcedure
    .input(newsletterInputSchema)
    .use(rateLimited("newsletter"))
    .mutation(async ({ ctx, input }) => {
      const { token, hash } = await newLinkToken();
      // The page's language (the web app sends it) and city: the confirmation and later e-mails come in
      // that language, the weekly digest for that city.
      const subscriberId = await addSubscriber(ctx.db, input.email, hash, activeLocale(), input.city === undefined ? null : digestCityOf(input.city));
      await queueEmail(
        ctx.env,
        ctx.db,
        { kind: "newsletter_confirm", recipient: input.email, subscriberId, sealedToken: await sealToken(ctx.env, token) },
        { origin: publicOrigin(ctx.env, ctx.req.url) },
      );
      return { subscribed: true } as const;
    }),

  /** The confirmation link's page: true once confirmed; false for an unknown, used or expired link. */
  confirm: personalProcedure
    .input(newsletterConfirmInput)
    .use(rateLimited("newsletter"))
    .mutation(async ({ ctx, input }) => ({ confirmed: await confirmSubscriber(ctx.db, await hashLinkToken(input.token)) })),

  /** The unsubscribe page's button: true once unsubscribed (again is fine); false for a forged link. */
  unsubscribe: personalProcedure.input(newsletterUnsubscribeInput).mutation(async ({ ctx, input }) => {
    if (!(await verifyUnsubscribeToken(ctx.env, input.s, input.t))) return { unsubscribed: false };
    return { unsubscribed: await unsubscribe(ctx.db, input.s) };
  }),

  /** The preferences page (signed link, no login): the address and its settings; null once the row is gone. */
  preferences: personalProcedure.input(newsletterLinkInput).query(async ({ ctx, input }) => {
    await requireSignedLink(ctx.env, input);
    return loadPreferences(ctx.db, input.s);
  }),

  /** Saves city, language and pause; `saved: false` when the address is not subscribed (any more). */
  savePreferences: personalProcedure.input(newsletterPreferencesInput).mutation(async ({ ctx, input }) => {
    await requireSignedLink(ctx.env, input);
    return { saved: await savePreferences(ctx.db, input.s, input) };
  }),
});
