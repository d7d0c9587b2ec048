// `follow.*`: follow a city's events, a venue or an organizer with an e-mail address (double opt-in, as
// the newsletter: nothing is sent but the confirmation until its link is followed). The answer and the
// work behind it are the same for a new and a known address; the queue consumer sends the confirmation
// only when one is due. The confirmation and unsubscribe links are plain pages (follow-routes.ts).
import { TRPCError } from "@trpc/server";
import { apiMessages } from "@shared/api/api-texts";
import { activeLocale } from "@shared/i18n/active-locale";
import { followInputSchema, followTargetSchema } from "@shared/going/follow-schema";
import { publicOrigin } from "../../http/public-origin";
import { rateLimited } from "../../rate-limit/rate-limit";
import { publicProcedure, router } from "../../trpc/init";
import type { Context } from "../../trpc/context";
import type { FollowTarget } from "@shared/going/follow-schema";
import { queueEmail } from "../notifications/email-queue";
import { newLinkToken, sealToken } from "../notifications/link-tokens";
import { addFollow, resolveFollow } from "./follow-queries";
import { followWords } from "./follow-routes";

/** The follow an input names; BAD_REQUEST in the visitor's language when there is nothing to follow. */
async function requireFollow(ctx: Context, target: FollowTarget) {
  const follow = await resolveFollow(ctx.env, ctx.db, target);
  if (!follow) throw new TRPCError({ code: "BAD_REQUEST", message: apiMessages.nothingToFollow });
  return follow;
}

export const followRouter = router({
  /** What the follow page offers, in words ("Montreal's events"); never the organizer's address. */
  describe: publicProcedure.input(followTargetSchema).query(async ({ ctx, input }) => ({ what: followWords(await requireFollow(ctx, input)) })),

  // Rate-limited and challenged as the newsletter's form (the same bucket: both send a first e-mail to an unproved address).
  subscribe: publicProcedure
    .input(followInputSchema)
    .use(rateLimited("newsletter"))
    .mutation(async ({ ctx, input }) => {
      const follow = await requireFollow(ctx, input.follow);
      const { token, hash } = await newLinkToken();
      const followId = await addFollow(ctx.db, input.email, follow, hash, activeLocale());
      await queueEmail(
        ctx.env,
        ctx.db,
        { kind: "follow_confirm", recipient: input.email, followId, sealedToken: await sealToken(ctx.env, token) },
        { origin: publicOrigin(ctx.env, ctx.req.url) },
      );
      return { followed: true } as const;
    }),
});
