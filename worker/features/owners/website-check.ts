// "Check my website": the claim's code must be the text of /.well-known/local-hype-verification.txt or the
// content of <meta name="local-hype-verification"> on the home page. One deadline for the whole check,
// a size cap per page, redirects followed by hand and only within the site, public http(s) only.
import { fetchableUrl, sameSite, verificationMeta } from "@shared/owners/website-check-rules";
import type { WebsiteFinding } from "@shared/owners/claim-rules";
import { fetchWebsite } from "./website-fetch";

export const WEBSITE_CHECK_TIMEOUT_MS = 5_000;
export const WEBSITE_CHECK_MAX_BYTES = 256 * 1024;
export const WEBSITE_CHECK_MAX_REDIRECTS = 3;

export const WELL_KNOWN_PATH = "/.well-known/local-hype-verification.txt";

type Page = { text: string } | { failed: WebsiteFinding };

/** At most `max` bytes of the body, as text; the rest is never read. */
async function readCapped(response: Response, max: number): Promise<string> {
  if (!response.body) return "";
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.subarray(0, max - size));
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return new Blob(chunks).text();
}

/** One page, following at most WEBSITE_CHECK_MAX_REDIRECTS redirects within the site. */
async function fetchPage(start: URL, signal: AbortSignal): Promise<Page> {
  let url = start;
  for (let hop = 0; ; hop++) {
    if (!fetchableUrl(url)) return { failed: "not-allowed" };
    let response: Response;
    try {
      response = await fetchWebsite(url.href, signal);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return { failed: timedOut ? "timeout" : "unreachable" };
    }
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = URL.parse(location, url.href);
      if (!next || !sameSite(next, start)) return { failed: "redirect-off-site" };
      if (hop === WEBSITE_CHECK_MAX_REDIRECTS) return { failed: "too-many-redirects" };
      url = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { failed: "not-found" };
    }
    return { text: await readCapped(response, WEBSITE_CHECK_MAX_BYTES) };
  }
}

/** What the check found on the listing's website for `code`. */
export async function checkWebsite(website: string, code: string): Promise<WebsiteFinding> {
  const base = URL.parse(website);
  if (!base) return "not-allowed";
  const signal = AbortSignal.timeout(WEBSITE_CHECK_TIMEOUT_MS);
  const file = await fetchPage(new URL(WELL_KNOWN_PATH, base.origin), signal);
  if ("text" in file && file.text.trim() === code) return "found";
  const home = await fetchPage(new URL("/", base.origin), signal);
  if ("failed" in home) return "text" in file && file.text.trim() !== "" ? "wrong-code" : home.failed;
  const meta = verificationMeta(home.text);
  if (meta === code) return "found";
  return meta !== null || ("text" in file && file.text.trim() !== "") ? "wrong-code" : "not-found";
}
