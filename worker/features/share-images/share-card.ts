// The share image's layout: the brand at the top, then the page's kicker (type · city) and heading at
// the bottom over the listing's own photo (darkened) or artwork in the colours the app's fallback
// artwork uses for its kind (shared/images/images.ts) with soft circles; a results page lists its
// top three shops with their votes.
import { artworkPalette } from "@shared/images/images";
import { format } from "@shared/i18n/messages";
import { seoMessages as t } from "@shared/seo/seo-texts";
import type { ShareCard } from "@shared/seo/page-meta";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "@shared/seo/share-image";
import { brandName } from "@shared/seo/brand";
import type { CardNode } from "./render-png";

const node = (type: string, style: Record<string, string | number>, children?: CardNode["props"]["children"]): CardNode => ({
  type,
  props: children === undefined ? { style } : { style, children },
});

/** Long headings are cut (with an ellipsis) to what three lines at the smaller size hold. */
const HEADING_MAX = 90;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

// No gradients: resvg shades a full-size gradient pixel by pixel (about 75 ms of CPU per image, measured in
// docs/share-images.md), so the artwork's two colours are a field and a large circle, and a photo is
// darkened by one flat layer.
function backdrop(card: ShareCard, photo: string | null): CardNode[] {
  const full = { position: "absolute", left: 0, top: 0, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT };
  if (photo) {
    return [
      { type: "img", props: { src: photo, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, style: { ...full, objectFit: "cover" } } },
      node("div", { ...full, backgroundColor: "rgba(0,0,0,0.5)" }),
    ];
  }
  const [from, to] = artworkPalette(card.kind);
  // The circles sit where the heading's length puts them, so pages of one kind do not all look alike.
  const shift = (card.heading.length * 37) % 500;
  const circle = (left: number, top: number, size: number, colour: string) =>
    node("div", { position: "absolute", left, top, width: size, height: size, borderRadius: size / 2, backgroundColor: colour });
  return [
    node("div", { ...full, backgroundColor: from }),
    circle(480 + (shift % 240), -360, 1100, to),
    circle(640 + (shift % 300), -120 + (shift % 160), 440, "rgba(255,255,255,0.08)"),
    circle(60 + shift, 420, 300, "rgba(255,255,255,0.06)"),
  ];
}

function ranking(rows: NonNullable<ShareCard["ranking"]>): CardNode {
  return node(
    "div",
    { display: "flex", flexDirection: "column", marginTop: 24, gap: 8 },
    rows.map((row, index) =>
      node("div", { display: "flex", fontSize: 34, alignItems: "baseline" }, [
        node("div", { fontWeight: 700, width: 56 }, `${index + 1}.`),
        node("div", { fontWeight: 700, flexGrow: 1 }, clip(row.name, 40)),
        node("div", { opacity: 0.9 }, format(t.shareVotes, { count: row.votes })),
      ]),
    ),
  );
}

/** `photo`: the listing's own photo as a data: URL, or null for the artwork. */
export function shareCardNode(card: ShareCard, photo: string | null): CardNode {
  const heading = clip(card.heading, HEADING_MAX);
  const rows = card.ranking && card.ranking.length > 0 ? card.ranking : null;
  const headingSize = rows ? 56 : heading.length > 50 ? 60 : 76;
  return node(
    "div",
    {
      display: "flex",
      position: "relative",
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fontFamily: "Inter",
      color: "#ffffff",
      backgroundColor: "#111827",
    },
    [
      ...backdrop(card, photo),
      node(
        "div",
        {
          position: "absolute",
          left: 0,
          top: 0,
          width: SHARE_IMAGE_WIDTH,
          height: SHARE_IMAGE_HEIGHT,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 64,
        },
        [
          node("div", { display: "flex", fontSize: 34, fontWeight: 700, letterSpacing: 1 }, brandName()),
          node("div", { display: "flex", flexDirection: "column" }, [
            node("div", { display: "flex", fontSize: 32, opacity: 0.92, marginBottom: 12 }, clip(card.kicker, 70)),
            node("div", { display: "flex", fontSize: headingSize, fontWeight: 700, lineHeight: 1.1 }, heading),
            ...(rows ? [ranking(rows)] : []),
          ]),
        ],
      ),
    ],
  );
}
