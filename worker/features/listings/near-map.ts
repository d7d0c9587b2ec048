// The detail page's small static map: an SVG the Worker draws from the listing's point, its nearest
// published neighbours (numbered as the list twin under it numbers them) and its neighbourhood's outline,
// so it is in the page's first HTML, works offline and costs the page no JavaScript (no tiles, no third
// party). Pure: the projection and the markup, nothing read here.
import { escapeMarkup } from "@shared/forms/escape-markup";
import { KM_PER_DEGREE, type Point } from "@shared/places/point";
import type { Outline } from "@shared/places/neighbourhoods/neighbourhood-shapes";

export const MAP_WIDTH = 320;
export const MAP_HEIGHT = 200;
/** Room kept between the outermost dot and the map's edge (a dot's radius and a little air). */
const MARGIN = 16;
/** The smallest half side shown, so a lone point or a close neighbour still shows its street's scale. */
const MIN_HALF_KM = 0.3;
/** Scale bar lengths, in metres: the longest that fits in a quarter of the map's width is drawn. */
const SCALE_STEPS = [50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000];

export interface NearMapInput {
  centre: Point;
  /** Nearest first; numbered 1, 2, … in this order. */
  places: readonly Point[];
  /** The listing's neighbourhood's outline, when it has one. */
  outline?: Outline | undefined;
  /** The SVG's accessible name (role="img"). */
  label: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A projection centred on `centre` (equirectangular, metric at that latitude) fitting every place inside. */
export function nearProjection(centre: Point, places: readonly Point[]) {
  const cosLat = Math.cos((centre.lat * Math.PI) / 180);
  const km = (p: Point) => ({ x: (p.lon - centre.lon) * KM_PER_DEGREE * cosLat, y: (p.lat - centre.lat) * KM_PER_DEGREE });
  const halfX = Math.max(MIN_HALF_KM, ...places.map((p) => Math.abs(km(p).x)));
  const halfY = Math.max(MIN_HALF_KM, ...places.map((p) => Math.abs(km(p).y)));
  const pxPerKm = Math.min((MAP_WIDTH / 2 - MARGIN) / halfX, (MAP_HEIGHT / 2 - MARGIN) / halfY);
  return {
    pxPerKm,
    project: (p: Point) => ({ x: round(MAP_WIDTH / 2 + km(p).x * pxPerKm), y: round(MAP_HEIGHT / 2 - km(p).y * pxPerKm) }),
  };
}

/** The scale bar for `pxPerKm`: the longest step within a quarter of the width, e.g. { px: 61, label: "500 m" }. */
export function scaleBar(pxPerKm: number) {
  const metres = [...SCALE_STEPS].reverse().find((m) => (m / 1000) * pxPerKm <= MAP_WIDTH / 4) ?? SCALE_STEPS[0]!;
  return { px: round((metres / 1000) * pxPerKm), label: metres < 1000 ? `${metres} m` : `${metres / 1000} km` };
}

/** The map's SVG markup: a plain background, the outline, the numbered places, the listing's point in the middle and a scale bar. */
export function nearMapSvg({ centre, places, outline, label }: NearMapInput): string {
  const { pxPerKm, project } = nearProjection(centre, places);
  const middle = project(centre);
  const scale = scaleBar(pxPerKm);
  const area = outline
    ? `<path d="M${outline.map(([lon, lat]) => `${project({ lat, lon }).x} ${project({ lat, lon }).y}`).join("L")}Z" fill="#dbeafe" stroke="#2563eb" stroke-dasharray="4 3"/>`
    : "";
  const dots = places
    .map((p, i) => {
      const { x, y } = project(p);
      return `<circle cx="${x}" cy="${y}" r="8" fill="#fff" stroke="#374151"/><text x="${x}" y="${round(y + 3.5)}">${i + 1}</text>`;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="100%" role="img" aria-label="${escapeMarkup(label)}">` +
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#f3f4f1"/>${area}` +
    `<g font-family="sans-serif" font-size="10" text-anchor="middle" fill="#111827">${dots}</g>` +
    `<circle cx="${middle.x}" cy="${middle.y}" r="7" fill="#b91c1c" stroke="#fff" stroke-width="2"/>` +
    `<path d="M10 ${MAP_HEIGHT - 10}h${scale.px}" stroke="#111827" stroke-width="2"/>` +
    `<text x="10" y="${MAP_HEIGHT - 15}" font-family="sans-serif" font-size="10" fill="#111827">${scale.label}</text></svg>`
  );
}
