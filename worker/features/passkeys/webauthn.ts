// The passkey ceremonies' common ground. Who the passkeys belong to (the WebAuthn "relying party") is read
// from the request itself: its host is
// the RP ID and its origin the expected origin, so `npm run dev` (localhost:5173), `npm start`
// (localhost:8787), the e2e server (localhost:E2E_PORT) and production all work without configuration.
// A browser only signs for the site it is on, so a forged Host header gains nothing: the signature
// still has to come from a passkey registered for that very host.
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { refusal } from "../../trpc/refusal";

export const RP_NAME = "Local Hype";

/** Challenges are answered within 5 minutes, or not at all (the browser's prompt times out with them). */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** EdDSA, ES256 and RS256: what authenticators offer and Web Crypto in workerd verifies. */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

export function relyingParty(req: Request): { rpID: string; origin: string } {
  const url = new URL(req.url);
  return { rpID: url.hostname, origin: url.origin };
}

// @simplewebauthn/server and its ASN.1 and CBOR parsers are loaded by the first passkey ceremony, not when
// the Worker starts: most requests never sign anyone in, and a cold isolate then starts without them.
// One module holds both entry points: imported apart, the bundler split them so that tsyringe ran before
// the reflect-metadata polyfill it needs.
export const webauthn = () => import("./webauthn-exports");

/** Which stored challenge an answer claims to answer, read from the client data the browser signed (the library checks it again against the one we give it). */
export async function signedChallenge(clientDataJSON: string): Promise<string> {
  const { isoBase64URL } = await webauthn();
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = typeof data === "object" && data !== null && "challenge" in data ? data.challenge : null;
    if (typeof challenge === "string") return challenge;
  } catch {
    // Not JSON: refused below like any other unusable answer.
  }
  throw refusal("BAD_REQUEST", passkeyMessages, "passkeyNotVerified");
}
