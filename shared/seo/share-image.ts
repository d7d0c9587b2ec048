// Where a public page's share image lives (the og:image / twitter:image every public page names): the
// page's own path under /og, plus `.png`, and the content version it was drawn from, so a change to the
// page's content changes the URL link previews fetch. The Worker draws it (worker/features/share-images).
//   /                      → /og.png?v=42
//   /fr                    → /og/fr.png?v=42
//   /fr/city/montreal      → /og/fr/city/montreal.png?v=42
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const PREFIX = "/og";
const SUFFIX = ".png";

/** The share image of the page at `pagePath` (a path in the page's language, without query). */
export function shareImagePath(pagePath: string, contentVersion: number): string {
  return `${PREFIX}${pagePath === "/" ? "" : pagePath}${SUFFIX}?v=${contentVersion}`;
}

/** The page a share image's path (without query) draws, or null when it is not a share image's path. */
export function pageOfShareImage(imagePath: string): string | null {
  if (!imagePath.startsWith(PREFIX) || !imagePath.endsWith(SUFFIX)) return null;
  const page = imagePath.slice(PREFIX.length, -SUFFIX.length);
  if (page === "") return "/";
  return page.startsWith("/") ? page : null;
}
