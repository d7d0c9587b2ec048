// The challenge a browser signed, read from the client data it sent: which stored challenge an answer
// claims to answer (the library checks it again against the one we give it).
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { refusal } from "../../trpc/refusal";
import { webauthn } from "./webauthn-library";

/** The challenge a browser signed, read from its client data (checked again by the library). */
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
