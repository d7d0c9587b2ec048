// The one network call of the website check: a single request, nothing else. Tests replace this module
// (vi.mock) with pages of their own, so no test reaches the internet; the rules around it (redirects, size,
// addresses) live in website-check.ts and are tested with the stub.
export function fetchWebsite(url: string, signal: AbortSignal): Promise<Response> {
  return fetch(url, { redirect: "manual", signal, headers: { "User-Agent": "LocalHype-Verification/1.0", Accept: "text/html,text/plain" } });
}
