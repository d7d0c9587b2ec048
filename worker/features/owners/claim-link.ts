// A claim's single-use link, made and e-mailed the same way whatever proved the claim (the website's
// domain, its code, or a moderator).
import { CLAIM_LINK_MINUTES } from "@shared/owners/claim-rules";
import { publicOrigin } from "../../http/public-origin";
import type { Context } from "../../trpc/context";
import { queueEmail } from "../notifications/email-queue";
import { newLinkToken, sealToken } from "../notifications/link-tokens";
import type { ClaimLink } from "./claims";

/** A new single-use link for a claim: the token for the e-mail, the hash and expiry to store. */
export async function newClaimLink(now: Date): Promise<{ token: string; link: ClaimLink }> {
  const { token, hash } = await newLinkToken();
  return { token, link: { hash, expiresAt: new Date(now.getTime() + CLAIM_LINK_MINUTES * 60_000) } };
}

/** E-mails the link (the outbox keeps the token sealed; the queue consumer writes the e-mail). */
export async function sendClaimLink(ctx: Pick<Context, "env" | "db" | "req">, recipient: string, token: string) {
  const sealedToken = await sealToken(ctx.env, token);
  await queueEmail(ctx.env, ctx.db, { kind: "owner_link", recipient, sealedToken }, { origin: publicOrigin(ctx.env, ctx.req.url) });
}
