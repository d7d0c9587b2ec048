// Who a rate limit counts: the client's network, not its exact address. An IPv6 subscriber usually
// holds a whole /64 (2^64 addresses), so keying on the full address would let one machine rotate
// through fresh buckets; IPv6 is keyed on its prefix (RATE_LIMIT_IPV6_PREFIX bits, 64 by default),
// IPv4 on the address. A customer can also hold a /56 or a /48 (256 or 65,536 /64s), so an IPv6 client
// is counted in its wider prefixes too, each with a larger allowance (`networkScopes`): a hit must pass
// every one of them.

/** Used when the var is absent or not a whole number from 1 to 128. */
export const DEFAULT_IPV6_PREFIX = 64;

/** No CF-Connecting-IP (local dev, tests): one bucket for everyone. */
const LOCAL_CLIENT = "local";
/** A header value that is not an IP address: one shared bucket, so odd values cannot mint new ones. */
const UNPARSED_CLIENT = "unparsed";

export function ipv6PrefixBits(env: Pick<Env, "RATE_LIMIT_IPV6_PREFIX">): number {
  const bits = Number(env.RATE_LIMIT_IPV6_PREFIX);
  return Number.isInteger(bits) && bits >= 1 && bits <= 128 ? bits : DEFAULT_IPV6_PREFIX;
}

/** The rate-limit key for a CF-Connecting-IP value: "v4:203.0.113.7", "v6:2001:db8:0:1::/64", "local" or "unparsed". */
export function networkKey(ip: string | null | undefined, ipv6Prefix: number = DEFAULT_IPV6_PREFIX): string {
  if (ip == null || ip.trim() === "") return LOCAL_CLIENT;
  const value = ip.trim();
  const v4 = parseIPv4(value);
  if (v4) return `v4:${v4.join(".")}`;
  const v6 = parseIPv6(value);
  if (!v6) return UNPARSED_CLIENT;
  // An IPv4 address written as IPv6 (::ffff:203.0.113.7) is that IPv4 client.
  if (v6.slice(0, 5).every((g) => g === 0) && v6[5] === 0xffff) {
    return `v4:${[v6[6]! >> 8, v6[6]! & 255, v6[7]! >> 8, v6[7]! & 255].join(".")}`;
  }
  return `v6:${maskGroups(v6, ipv6Prefix)
    .map((g) => g.toString(16))
    .join(":")}/${ipv6Prefix}`;
}

export function clientNetwork(req: Request, env: Pick<Env, "RATE_LIMIT_IPV6_PREFIX">): string {
  return networkKey(req.headers.get("cf-connecting-ip"), ipv6PrefixBits(env));
}

/** One bucket a client is counted in, and how many times the base allowance it gets there. */
export interface NetworkScope {
  key: string;
  factor: number;
}

/** The wider IPv6 prefixes a client is also counted in, with their allowance factors. */
const WIDER_IPV6_SCOPES = [
  { bits: 56, factor: 2 },
  { bits: 48, factor: 4 },
] as const;

/**
 * Every bucket a client is counted in: its network (factor 1) and, for IPv6, each wider prefix than the
 * configured one (/56 ×2, /48 ×4), so a /48 cannot mint 65,536 fresh /64 allowances.
 */
export function networkScopes(ip: string | null | undefined, ipv6Prefix: number = DEFAULT_IPV6_PREFIX): NetworkScope[] {
  const own = { key: networkKey(ip, ipv6Prefix), factor: 1 };
  if (!own.key.startsWith("v6:")) return [own];
  return [own, ...WIDER_IPV6_SCOPES.filter(({ bits }) => bits < ipv6Prefix).map(({ bits, factor }) => ({ key: networkKey(ip, bits), factor }))];
}

export function clientNetworkScopes(req: Request, env: Pick<Env, "RATE_LIMIT_IPV6_PREFIX">): NetworkScope[] {
  return networkScopes(req.headers.get("cf-connecting-ip"), ipv6PrefixBits(env));
}

function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** Eight 16-bit groups, or null. Accepts "::" compression, a trailing IPv4 part and a zone (%eth0). */
function parseIPv6(text: string): number[] | null {
  const address = text.split("%")[0]!;
  if (address.length > 45 || !/^[0-9a-fA-F:.]+$/.test(address)) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parseHalf = (half: string, last: boolean): number[] | null => {
    if (half === "") return [];
    const groups: number[] = [];
    const pieces = half.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (piece.includes(".")) {
        const v4 = last && i === pieces.length - 1 ? parseIPv4(piece) : null;
        if (!v4) return null;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parseHalf(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? parseHalf(halves[1]!, true) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

function maskGroups(groups: number[], prefix: number): number[] {
  return groups.map((group, i) => {
    const bits = Math.min(16, Math.max(0, prefix - i * 16));
    return bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff);
  });
}
