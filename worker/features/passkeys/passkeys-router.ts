// `passkeys.*`: staff register passkeys on their Account page, owners and managers on /owner, and both
// sign in with them (WebAuthn through @simplewebauthn/server). Every ceremony starts with a challenge the server stores (5 minutes, single
// use: challenge-queries.ts) and ends with its answer verified against this request's origin and host.
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { passkeyRegisterInput, passkeyRemoveInput, passkeyRenameInput, passkeySignInInput } from "@shared/people/passkeys-schema";
import * as clock from "@shared/time/clock";
import { sessionSecrets } from "../../http/signed-cookies";
import { rateLimitError, takeRateLimits } from "../../rate-limit/rate-limit";
import type { Context } from "../../trpc/context";
import { personalProcedure, router, sessionProcedure } from "../../trpc/init";
import { adminMessages } from "@shared/admin/admin-texts";
import { highestRole } from "@shared/people/staff-roles";
import { managesAListing } from "../owners/owner-access";
import { refusal } from "../../trpc/refusal";
import { clearSessionCookie, startSession } from "../auth/session";
import { actorOf, recordAudit } from "../audit/audit-log";
import { saveChallenge, takeChallenge } from "./challenge-queries";
import { deletePasskey, endPasskeySessions, findPasskey, insertPasskey, listPasskeys, recordPasskeyUse, renamePasskey } from "./passkey-queries";
import { CHALLENGE_LIFETIME_MS, relyingParty, signedChallenge, webauthn } from "./webauthn";
import { newPasskeyOptions, verifiedNewPasskey } from "./new-passkey";

/**
 * The people with an account worth a passkey: staff (any role) and whoever manages a listing (owner
 * accounts have no password). Anyone else signed in hears the admin gate's words, as before.
 */
const passkeyHolderProcedure = sessionProcedure.use(async ({ ctx, next }) => {
  if (highestRole(ctx.session.roles) === null && !(await managesAListing(ctx.db, ctx.session.user.id))) {
    throw refusal("FORBIDDEN", adminMessages, "notAdmin");
  }
  return next();
});

/** The sign-in counts like a password attempt, per network (the same `login` bucket and keys). */
async function countSignInAttempt(ctx: Context, takeBack: boolean, challengeSolved: boolean) {
  const scopes = ctx.clientNetworks.map(({ key, factor }) => ({ key: `client:${key}`, factor }));
  const { refused, release } = await takeRateLimits(ctx.env, "login", scopes, challengeSolved);
  if (refused) throw rateLimitError(ctx, refused);
  if (takeBack) await release();
  return { release };
}

/**
 * Sign-in options per network, kept: each writes a challenge row, and anyone may ask. Counted with the
 * login machinery (the `login` bucket's window, bot challenge and hard limit) under their own keys, at
 * OPTIONS_FACTOR times its allowance, so successful sign-ins (free, like passwords) fit many times over.
 */
const OPTIONS_FACTOR = 2;

async function countOptionsRequest(ctx: Context, challengeSolved: boolean) {
  const scopes = ctx.clientNetworks.map(({ key, factor }) => ({ key: `passkey-options:${key}`, factor: factor * OPTIONS_FACTOR }));
  const { refused } = await takeRateLimits(ctx.env, "login", scopes, challengeSolved);
  if (refused) throw rateLimitError(ctx, refused);
}

export const passkeysRouter = router({
  /** The signed-in user's passkeys (name, created, last used). */
  list: passkeyHolderProcedure.query(({ ctx }) => listPasskeys(ctx.db, ctx.session.user.id)),

  /** Options for `navigator.credentials.create`, excluding the passkeys this user already holds. */
  registrationOptions: passkeyHolderProcedure.mutation(({ ctx }) =>
    newPasskeyOptions(ctx, ctx.session.user, { purpose: "registration", owner: ctx.session.user.id }),
  ),

  /** Verifies the new passkey against this user's challenge and keeps it. */
  register: passkeyHolderProcedure.input(passkeyRegisterInput).mutation(async ({ ctx, input }) => {
    const userId = ctx.session.user.id;
    const now = clock.now();
    const passkey = await verifiedNewPasskey(ctx, input.response, { purpose: "registration", owner: userId }, now);
    await insertPasskey(ctx.db, { ...passkey, userId, name: input.name, now });
    await recordAudit(ctx.db, actorOf(ctx), { action: "passkey.add", target: { type: "passkey", id: passkey.id }, detail: { name: input.name } });
    return { id: passkey.id };
  }),

  rename: passkeyHolderProcedure.input(passkeyRenameInput).mutation(async ({ ctx, input }) => {
    if (!(await renamePasskey(ctx.db, { userId: ctx.session.user.id, id: input.id }, input.name))) {
      throw refusal("NOT_FOUND", passkeyMessages, "passkeyNotFound");
    }
    return { id: input.id };
  }),

  /**
   * Removes one of one's passkeys; with `endSessions`, also every session it started (this browser's too,
   * when it was one of them: the answer then clears its cookie).
   */
  remove: passkeyHolderProcedure.input(passkeyRemoveInput).mutation(async ({ ctx, input }) => {
    const owner = { userId: ctx.session.user.id, id: input.id };
    if (!(await deletePasskey(ctx.db, owner))) throw refusal("NOT_FOUND", passkeyMessages, "passkeyNotFound");
    const ended = input.endSessions ? await endPasskeySessions(ctx.db, owner) : [];
    await recordAudit(ctx.db, actorOf(ctx), {
      action: "passkey.remove",
      target: { type: "passkey", id: input.id },
      detail: { sessionsEnded: ended.length },
    });
    const loggedOut = ended.includes(ctx.session.id);
    if (loggedOut) clearSessionCookie(ctx.resHeaders, ctx.env, ctx.req);
    return { id: input.id, sessionsEnded: ended.length, loggedOut };
  }),

  /**
   * Options for `navigator.credentials.get` with no credential list: the passkey is discoverable, so
   * the browser offers the ones it holds for this site and no address is asked for. A network already
   * past its sign-in allowance is refused here, and the request is counted in its own allowance (it
   * stores a challenge: an anonymous write).
   */
  authenticationOptions: personalProcedure.mutation(async ({ ctx }) => {
    // One proof per request: both counts see the same answer.
    const solved = await ctx.takeChallengeProof();
    await countSignInAttempt(ctx, true, solved);
    await countOptionsRequest(ctx, solved);
    const { rpID } = relyingParty(ctx.req);
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({ rpID, timeout: CHALLENGE_LIFETIME_MS, userVerification: "required" });
    await saveChallenge(ctx.db, { value: options.challenge, purpose: "authentication", userId: null, now: clock.now() });
    return { ...options, extensions: undefined };
  }),

  /**
   * Signs in with a passkey: the challenge is spent, the signature checked against the stored public
   * key, and the signature counter must move forward (a counter that goes back means a cloned
   * authenticator: refused). Counted like a failed password until it succeeds.
   */
  signIn: personalProcedure.input(passkeySignInInput).mutation(async ({ ctx, input }) => {
    sessionSecrets(ctx.env);
    const attempt = await countSignInAttempt(ctx, false, await ctx.takeChallengeProof());
    const { rpID, origin } = relyingParty(ctx.req);
    const now = clock.now();
    const challenge = await signedChallenge(input.response.response.clientDataJSON);
    if (!(await takeChallenge(ctx.db, { value: challenge, purpose: "authentication", userId: null, now }))) {
      throw refusal("UNAUTHORIZED", passkeyMessages, "challengeExpired");
    }
    const passkey = await findPasskey(ctx.db, input.response.id);
    if (!passkey) throw refusal("UNAUTHORIZED", passkeyMessages, "passkeyNotRecognized");
    // From here the passkey names an account: a failure is that account's, in the audit log.
    const fail = async (text: "passkeyNotRecognized" | "passkeyNotVerified", reason: string): Promise<never> => {
      await recordAudit(ctx.db, { id: null, email: passkey.email }, { action: "login.failure", detail: { method: "passkey", reason } });
      throw refusal("UNAUTHORIZED", passkeyMessages, text);
    };
    // A deactivated account answers as an unknown passkey does.
    if (passkey.deactivated !== null) await fail("passkeyNotRecognized", "deactivated");
    // The account the authenticator says the passkey is for must be the one that registered it.
    const { verifyAuthenticationResponse, isoBase64URL } = await webauthn();
    const { userHandle } = input.response.response;
    if (userHandle !== undefined && userHandle !== isoBase64URL.fromUTF8String(passkey.userId)) await fail("passkeyNotRecognized", "user handle");
    const verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) return fail("passkeyNotVerified", "signature");
    if (!(await recordPasskeyUse(ctx.db, passkey.id, verification.authenticationInfo.newCounter, now))) return fail("passkeyNotVerified", "counter");
    await attempt.release();
    return startSession(ctx, passkey.userId, { method: "passkey", passkeyId: passkey.id });
  }),
});
