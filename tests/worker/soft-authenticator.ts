// A software authenticator for Worker tests: an ES256 key pair made with Web Crypto, answering
// registration ("none" attestation) and sign-in like a real passkey would, with real CBOR, real
// authenticator data and real DER signatures — so @simplewebauthn/server verifies them as it would
// a browser's. Its signature counter is ours to set, to replay or to wind back.

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array {
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

/** CBOR (RFC 8949) for what attestation needs: small integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
function cborHead(major: number, length: number): Uint8Array {
  if (length < 24) return Uint8Array.of((major << 5) | length);
  if (length < 0x100) return Uint8Array.of((major << 5) | 24, length);
  return Uint8Array.of((major << 5) | 25, length >> 8, length & 0xff);
}
function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") return concat(cborHead(3, encoder.encode(value).length), encoder.encode(value));
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  return concat(cborHead(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]));
}

/** An ECDSA signature as Web Crypto gives it (r‖s) in the DER form WebAuthn requires. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.slice(start);
    const padded = (trimmed[0] as number) & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
    return concat(Uint8Array.of(0x02, padded.length), padded);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

function counterBytes(counter: number): Uint8Array {
  return Uint8Array.of((counter >>> 24) & 0xff, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff);
}

export interface SoftAuthenticator {
  credentialId: string;
  /** The signature counter the next assertion carries (a real authenticator increments it each time). */
  counter: number;
  register(options: { challenge: string; user: { id: string } }, origin: string): Promise<RegistrationAnswer>;
  signIn(options: { challenge: string }, origin: string): Promise<AuthenticationAnswer>;
}

export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: "public-key";
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; attestationObject: string; transports: ["internal"] };
}

export interface AuthenticationAnswer {
  id: string;
  rawId: string;
  type: "public-key";
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
}

export async function softAuthenticator(rpID = "localhost"): Promise<SoftAuthenticator> {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", keys.publicKey)) as JsonWebKey;
  const credentialId = base64url(crypto.getRandomValues(new Uint8Array(32)));
  let userHandle: string | undefined;

  const clientData = (type: string, challenge: string, origin: string) =>
    encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const authenticator: SoftAuthenticator = {
    credentialId,
    counter: 1,
    async register(options, origin) {
      const rpIdHash = await sha256(encoder.encode(rpID));
      userHandle = options.user.id;
      // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
      const coseKey = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, fromBase64url(jwk.x ?? "")],
          [-3, fromBase64url(jwk.y ?? "")],
        ]),
      );
      const id = fromBase64url(credentialId);
      const attestedData = concat(new Uint8Array(16), Uint8Array.of(id.length >> 8, id.length & 0xff), id, coseKey);
      const authData = concat(rpIdHash, Uint8Array.of(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA), counterBytes(0), attestedData);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: base64url(attestationObject),
          transports: ["internal"],
        },
      };
    },
    async signIn(options, origin) {
      const rpIdHash = await sha256(encoder.encode(rpID));
      const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
      const authData = concat(rpIdHash, Uint8Array.of(FLAG_USER_PRESENT | FLAG_USER_VERIFIED), counterBytes(authenticator.counter));
      const signed = concat(authData, await sha256(clientDataJSON));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, signed));
      return {
        id: credentialId,
        rawId: credentialId,
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authData),
          signature: base64url(derSignature(raw)),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
  return authenticator;
}
