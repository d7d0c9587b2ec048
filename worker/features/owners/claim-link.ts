// The single-use links to /owner, made and e-mailed one way whatever they are for: a claim's (whatever
// proved it: the website's domain, its code, or a moderator), an owner's sign-in link, a manager's
// invitation (owner-links.ts). The queue consumer finds which by the token's hash.
import { CLAIM_LINK_MINUTES } from "@shared/owners/claim-rules";
import { publicOrigin } from "../../http/public-origin";
import type { Context } from "../../trpc/context";
import { queueEmail } from "../notifications/email-queue";
import { newLinkToken, sealToken } from "../notifications/link-tokens";
import type { ClaimLink } from "./claims";

/** A new single-use link: the token for the e-mail, the hash and expiry to store. */
export async function newClaimLink(now: Date, minutes: number = CLAIM_LINK_MINUTES): Promise<{ token: string; link: ClaimLink }> {
  const { token, hash } = await newLinkToken();
  return { token, link: { hash, expiresAt: new Date(now.getTime() + minutes * 60_000) } };
}

/** E-mails the link (the outbox keeps the token sealed; the queue consumer writes the e-mail). */
export async function sendClaimLink(ctx: Pick<Context, "env" | "db" | "req">, recipient: string, token: string) {
  const sealedToken = await sealToken(ctx.env, token);
  await queueEmail(ctx.env, ctx.db, { kind: "owner_link", recipient, sealedToken }, { origin: publicOrigin(ctx.env, ctx.req.url) });
}
