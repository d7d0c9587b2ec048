// What the passkey ceremonies use of the WebAuthn library, loaded together on first use (./webauthn.ts).
export {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
export { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
