// Chromium's virtual authenticator (CDP WebAuthn) for a page: a platform authenticator with resident keys
// and user verification that always succeeds, so passkey ceremonies run without a person or a device.
import type { Page } from "./test";

/** A platform authenticator that holds discoverable credentials and verifies its user without asking. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}
