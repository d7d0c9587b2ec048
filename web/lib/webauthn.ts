// The browser side of passkeys. @simplewebauthn/browser is imported only when a ceremony starts (a
// press of "Add a passkey" or "Sign in with a passkey"), so no page pays for it at load.
import type { RouterInputs, RouterOutputs } from "@web/lib/trpc";

type RegistrationOptions = RouterOutputs["passkeys"]["registrationOptions"];
type AuthenticationOptions = RouterOutputs["passkeys"]["authenticationOptions"];

/** Whether this browser can use passkeys at all (WebAuthn is there and the page is a secure context). */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && window.isSecureContext && typeof window.PublicKeyCredential === "function";
}

/** The user dismissed the browser's prompt, or it timed out: nothing went wrong on our side. */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}

/** Asks the authenticator to make a passkey; answers what `passkeys.register` takes. */
export async function createPasskey(optionsJSON: RegistrationOptions): Promise<RouterInputs["passkeys"]["register"]["response"]> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const response = await startRegistration({ optionsJSON });
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

/** Asks the authenticator to sign the challenge with one of this site's passkeys. */
export async function signWithPasskey(optionsJSON: AuthenticationOptions): Promise<RouterInputs["passkeys"]["signIn"]["response"]> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON });
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}
