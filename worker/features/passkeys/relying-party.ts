// Who the passkeys belong to (the WebAuthn "relying party"), read from the request itself: its host is
// the RP ID and its origin the expected origin, so `npm run dev` (localhost:5173), `npm start`
// (localhost:8787), the e2e server (localhost:E2E_PORT) and production all work without configuration.
// A browser only signs for the site it is on, so a forged Host header gains nothing: the signature
// still has to come from a passkey registered for that very host.

export const RP_NAME = "Local Hype";

/** Challenges are answered within 5 minutes, or not at all (the browser's prompt times out with them). */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** EdDSA, ES256 and RS256: what authenticators offer and Web Crypto in workerd verifies. */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

export function relyingParty(req: Request): { rpID: string; origin: string } {
  const url = new URL(req.url);
  return { rpID: url.hostname, origin: url.origin };
}
