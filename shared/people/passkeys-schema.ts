// Inputs of the `passkeys` procedures, shared by the Account page, the login page and the server.
// The WebAuthn answers are checked for shape and size here; what they prove (signatures, challenge,
// origin, RP ID, counter) is checked on the server by @simplewebauthn/server.
import { z } from "zod";
import { passkeyMessages } from "./passkeys-texts";
import { required, tooLong } from "../forms/error-text-schema";

export const PASSKEY_NAME_MAX_LENGTH = 60;
/** A credential id is at most 1,023 bytes (WebAuthn): 1,364 base64url characters. */
const CREDENTIAL_ID_MAX_LENGTH = 1364;
/** Attestation objects with certificate chains run to a few kilobytes; nothing honest comes near this. */
const BLOB_MAX_LENGTH = 32_768;

const nameLabel = () => passkeyMessages.passkeyName;

export const passkeyNameField = z
  .string(required(nameLabel))
  .trim()
  .min(1, required(nameLabel))
  .max(PASSKEY_NAME_MAX_LENGTH, tooLong(nameLabel, PASSKEY_NAME_MAX_LENGTH));

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);
const credentialId = base64url(CREDENTIAL_ID_MAX_LENGTH);

const common = {
  id: credentialId,
  rawId: credentialId,
  authenticatorAttachment: z.enum(["cross-platform", "platform"]).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()),
  type: z.literal("public-key"),
};

/** What `startRegistration` (@simplewebauthn/browser) answers. */
export const registrationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(BLOB_MAX_LENGTH),
    attestationObject: base64url(BLOB_MAX_LENGTH),
    authenticatorData: base64url(BLOB_MAX_LENGTH).optional(),
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(BLOB_MAX_LENGTH).optional(),
  }),
});

/** What `startAuthentication` (@simplewebauthn/browser) answers. */
export const authenticationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(BLOB_MAX_LENGTH),
    authenticatorData: base64url(BLOB_MAX_LENGTH),
    signature: base64url(BLOB_MAX_LENGTH),
    userHandle: base64url(512).optional(),
  }),
});

export const passkeyRegisterInput = z.strictObject({ name: passkeyNameField, response: registrationResponseSchema });
export type PasskeyRegisterInput = z.output<typeof passkeyRegisterInput>;
export const passkeySignInInput = z.strictObject({ response: authenticationResponseSchema });
export const passkeyRenameInput = z.strictObject({ id: credentialId, name: passkeyNameField });
/** `endSessions`: also sign out every session this passkey started (the person's own, on any device). */
export const passkeyRemoveInput = z.strictObject({ id: credentialId, endSessions: z.boolean().default(false) });
