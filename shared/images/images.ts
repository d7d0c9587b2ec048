// Image sizing and the generated fallback artwork. Every catalogue photo is requested at 800×500
// (16:10), so pages reserve that box before the image arrives; when a listing has no photo or the photo
// fails to load (offline, CDN down), the UI shows this SVG instead — never a broken-image icon.
import { escapeMarkup } from "../forms/escape-markup";

export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 500;

const PALETTES: Record<string, readonly [string, string]> = {
  story: ["#7f1d1d", "#dc2626"],
  event: ["#1e3a8a", "#6366f1"],
  gem: ["#065f46", "#14b8a6"],
  shop: ["#78350f", "#f59e0b"],
  city: ["#111827", "#b91c1c"],
  coffee: ["#3f2a1d", "#a16207"],
};

/** The artwork's gradient for a kind (the share images draw the same). */
export const artworkPalette = (kind: string): readonly [string, string] => PALETTES[kind] ?? PALETTES.city!;

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

/** Splits a label into at most two lines of about 22 characters, with an ellipsis when cut. */
function labelLines(label: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > 22) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  // More than two lines: the second ends in an ellipsis (and is not repeated after itself).
  if (lines.length > 2) lines.splice(1, lines.length, `${lines[1]}…`);
  return lines.map((l) => (l.length > 26 ? `${l.slice(0, 25)}…` : l));
}

/** A data: URL of an 800×500 SVG (with an intrinsic size, so it reads as a loaded picture): a gradient by kind, soft circles placed by the label, and the label. */
export function fallbackArtwork(kind: string, label: string): string {
  const [from, to] = artworkPalette(kind);
  const h = hash(label);
  const cx1 = 100 + (h % 600);
  const cy1 = 80 + ((h >> 8) % 340);
  const cx2 = 100 + ((h >> 16) % 600);
  const lines = labelLines(label);
  const firstY = lines.length === 1 ? 268 : 240;
  const text = lines.map((line, i) => `<tspan x="50%" y="${firstY + i * 56}">${escapeMarkup(line)}</tspan>`).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${cx1}" cy="${cy1}" r="180" fill="#fff" opacity=".08"/>` +
    `<circle cx="${cx2}" cy="420" r="120" fill="#fff" opacity=".06"/>` +
    `<text text-anchor="middle" font-family="system-ui,sans-serif" font-size="44" font-weight="700" fill="#fff" opacity=".92">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
