// Making a passkey: the options for `navigator.credentials.create` and the check of the authenticator's
// answer. Shared by a staff member adding one to their account (passkeys.register) and an invitee who
// joins the staff with one instead of a password (invitations.acceptWithPasskey).
import { passkeyMessages } from "@shared/people/passkeys-texts";
import type { PasskeyRegisterInput } from "@shared/people/passkeys-schema";
import * as clock from "@shared/time/clock";
import type { WebauthnPurpose } from "../../db/schema";
import type { Context } from "../../trpc/context";
import { refusal } from "../../trpc/refusal";
import { saveChallenge, takeChallenge } from "./challenge-queries";
import { credentialsOf, findPasskey } from "./passkey-queries";
import { CHALLENGE_LIFETIME_MS, RP_NAME, SUPPORTED_ALGORITHMS, relyingParty, signedChallenge, webauthn } from "./webauthn";

/**
 * Whose ceremony a challenge is: a signed-in user's own ("registration", owner = their id), or an
 * invitation's ("invitation", no owner yet: the account does not exist until the answer is checked).
 */
export type NewPasskeyCeremony = { purpose: Extract<WebauthnPurpose, "registration" | "invitation">; owner: string | null };

/** Options for a new passkey of `user` (the account's id travels as the WebAuthn user handle), its challenge kept. */
export async function newPasskeyOptions(ctx: Context, user: { id: string; email: string }, ceremony: NewPasskeyCeremony) {
  const { rpID } = relyingParty(ctx.req);
  const { generateRegistrationOptions, isoUint8Array } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userID: isoUint8Array.fromUTF8String(user.id),
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: "none",
    excludeCredentials: ceremony.owner === null ? [] : await credentialsOf(ctx.db, ceremony.owner),
    // Discoverable, so signing in needs no e-mail address; verified, so the passkey alone is two factors.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  await saveChallenge(ctx.db, { value: options.challenge, purpose: ceremony.purpose, userId: ceremony.owner, now: clock.now() });
  // No extensions are asked for (their binary inputs would not survive JSON anyway).
  return { ...options, extensions: undefined };
}

/** The new passkey an answer proves, after spending its challenge; refused (BAD_REQUEST) when it proves nothing. */
export async function verifiedNewPasskey(ctx: Context, response: PasskeyRegisterInput["response"], ceremony: NewPasskeyCeremony, now: Date) {
  const { rpID, origin } = relyingParty(ctx.req);
  const challenge = await signedChallenge(response.response.clientDataJSON);
  if (!(await takeChallenge(ctx.db, { value: challenge, purpose: ceremony.purpose, userId: ceremony.owner, now }))) {
    throw refusal("BAD_REQUEST", passkeyMessages, "challengeExpired");
  }
  const { verifyRegistrationResponse, isoBase64URL } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  }).catch(() => null);
  if (!verification?.verified) throw refusal("BAD_REQUEST", passkeyMessages, "passkeyNotVerified");
  const { credential } = verification.registrationInfo;
  if (await findPasskey(ctx.db, credential.id)) throw refusal("BAD_REQUEST", passkeyMessages, "passkeyNotVerified");
  return {
    id: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: response.response.transports ?? [],
  };
}
