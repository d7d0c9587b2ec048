// @simplewebauthn/server and its ASN.1 and CBOR parsers are loaded by the first passkey ceremony, not when
// the Worker starts: most requests never sign anyone in, and a cold isolate then starts without them.
// One module holds both entry points: imported apart, the bundler split them so that tsyringe ran before
// the reflect-metadata polyfill it needs.
export const webauthn = () => import("./webauthn-exports");
