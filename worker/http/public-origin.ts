// The site's public origin for links the edge writes (canonical, og:url, JSON-LD, robots.txt, the
// sitemap): PUBLIC_ORIGIN when set, so a forged Host header is never reflected into them or into a
// cached answer. Only when it is empty (local development, where the port varies) is the request's own
// origin used.

let warnedInvalid = false;

export function publicOrigin(env: Pick<Env, "PUBLIC_ORIGIN">, requestUrl: string | URL): string {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      if (!warnedInvalid) console.error(`PUBLIC_ORIGIN ${JSON.stringify(configured)} is not a URL; using the request's origin.`);
      warnedInvalid = true;
    }
  }
  return new URL(requestUrl).origin;
}
