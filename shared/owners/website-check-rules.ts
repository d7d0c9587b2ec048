// What the website check may fetch: a public http(s) address on the default port, never a private or
// local one. Workers cannot see the address a name resolves to, so names are judged as written; Cloudflare's
// network does not route a Worker's fetch to private addresses either.
import { websiteDomain } from "./claim-rules";

const PRIVATE_IPV4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** Whether the URL is one the check may fetch. */
export function fetchableUrl(url: URL): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.port !== "" || url.username !== "" || url.password !== "") return false;
  const host = url.hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) return false;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return !PRIVATE_IPV4.some((range) => range.test(host));
  // An IPv6 literal ([…]): none is a business's website.
  if (host.startsWith("[")) return false;
  return host.includes(".");
}

/** The same website: the same domain, a leading `www.` aside (bakery.ca and www.bakery.ca). */
export function sameSite(a: URL, b: URL): boolean {
  return websiteDomain(a.href) === websiteDomain(b.href);
}

/** The `content` of `<meta name="local-hype-verification" content="…">` in a page, or null. */
export function verificationMeta(html: string): string | null {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attribute = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
    const named = attribute("name");
    if ((named?.[1] ?? named?.[2] ?? named?.[3])?.toLowerCase() !== "local-hype-verification") continue;
    const content = attribute("content");
    return (content?.[1] ?? content?.[2] ?? content?.[3] ?? "").trim();
  }
  return null;
}
