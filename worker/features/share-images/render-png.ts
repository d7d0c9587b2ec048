// Draws a share image: satori lays the card out into an SVG (its text as paths, from the fonts shipped
// here), resvg rasterises that SVG into a PNG. Both are WebAssembly, imported as compiled modules
// (workerd refuses to compile Wasm from bytes at run time) and started once per isolate, on the first
// image it draws. The fonts are Inter 400 and 700, Latin subset (English and French), as WOFF: satori
// does not read WOFF2 (fonts/LICENSE-Inter.txt: SIL Open Font License 1.1).
import { Resvg, initWasm as initResvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import satori, { init as initSatori } from "satori/standalone";
import yogaWasm from "satori/yoga.wasm";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "@shared/seo/share-image";
import interRegular from "./fonts/inter-latin-400-normal.woff.bin";
import interBold from "./fonts/inter-latin-700-normal.woff.bin";

/** A satori element: the shape React elements have, without React. */
export interface CardNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: CardNode | string | (CardNode | string)[];
    src?: string;
    width?: number;
    height?: number;
  };
}

const FONTS = [
  { name: "Inter", data: interRegular, weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: interBold, weight: 700 as const, style: "normal" as const },
];

// The isolate's one start of both engines (they hold their instance inside the libraries anyway); a
// failed start is forgotten, so the next image tries again.
let started: Promise<void> | null = null;

function start(): Promise<void> {
  started ??= Promise.all([initResvg(resvgWasm), initSatori(yogaWasm)]).then(
    () => undefined,
    (error: unknown) => {
      started = null;
      throw error;
    },
  );
  return started;
}

/** The card as a 1200×630 PNG. */
export async function renderPng(card: CardNode): Promise<Uint8Array> {
  await start();
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts: FONTS });
  const resvg = new Resvg(svg, { fitTo: { mode: "original" } });
  try {
    return resvg.render().asPng();
  } finally {
    resvg.free();
  }
}
