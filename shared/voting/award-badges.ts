// A placed shop's badge: its words (the SVG's and the snippet's alt text are the same sentence, in the
// active locale) and its size, which the snippet's <img> states so the host page reserves the space.
import { format } from "../i18n/messages";
import { votingMessages } from "./voting-texts";
import { escapeMarkup } from "../forms/escape-markup";

/** /badges/{city slug}/{year}/{shop id}.svg: a placed shop's badge (French with ?lang=fr). */
export function awardBadgePath(citySlug: string, year: number, shopId: string, locale: string = "en"): string {
  return `/badges/${citySlug}/${year}/${shopId}.svg${locale === "en" ? "" : `?lang=${locale}`}`;
}

export const BADGE_WIDTH = 280;
export const BADGE_HEIGHT = 72;

export interface BadgeFacts {
  year: number;
  rank: number;
  /** The city's name in the active locale. */
  city: string;
  brand: string;
}

/** "Best Coffee Shops 2026 · #1 Toronto · Local Hype" (« Meilleurs cafés 2026 · nº 1 à Toronto · Local Hype »). */
export function badgeSentence(facts: BadgeFacts): string {
  return format(votingMessages.badgeAlt, { year: facts.year, rank: facts.rank, city: facts.city, brand: facts.brand });
}

/** The badge as an SVG document: three lines of text on a ribbon, every text escaped. */
export function badgeSvg(facts: BadgeFacts): string {
  const title = escapeMarkup(badgeSentence(facts));
  const line1 = escapeMarkup(format(votingMessages.badgeTitle, { year: facts.year }));
  const line2 = escapeMarkup(format(votingMessages.badgePlace, { rank: facts.rank, city: facts.city }));
  const line3 = escapeMarkup(facts.brand);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}" role="img" aria-labelledby="badge-title">`,
    `<title id="badge-title">${title}</title>`,
    `<rect width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" rx="12" fill="#7c2d12"/>`,
    `<rect x="4" y="4" width="${BADGE_WIDTH - 8}" height="${BADGE_HEIGHT - 8}" rx="9" fill="none" stroke="#fcd34d" stroke-width="2"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" text-anchor="middle" fill="#ffffff">`,
    `<text x="${BADGE_WIDTH / 2}" y="24" font-size="13" font-weight="600">${line1}</text>`,
    `<text x="${BADGE_WIDTH / 2}" y="45" font-size="18" font-weight="800" fill="#fcd34d">${line2}</text>`,
    `<text x="${BADGE_WIDTH / 2}" y="62" font-size="11">${line3}</text>`,
    `</g>`,
    `</svg>`,
  ].join("\n");
}
