// @simplewebauthn/server and its ASN.1 and CBOR parsers are loaded by the first passkey ceremony, not when
// the Worker starts: most requests never sign anyone in, and a cold isolate then starts without them.
export const webauthn = () => import("@simplewebauthn/server");
export const webauthnHelpers = () => import("@simplewebauthn/server/helpers");
