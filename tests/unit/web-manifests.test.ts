// The app manifests (English and French): installable as browsers ask — a name, a start page in the
// language, PNG icons of 192 and 512 pixels (one maskable) whose files are the size they claim.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const publicFile = (path: string) => readFileSync(new URL(`../../web/public${path}`, import.meta.url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface Manifest {
  name: string;
  lang: string;
  start_url: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe.each([
  ["/manifest.webmanifest", "en-CA", "/"],
  ["/manifest-fr.webmanifest", "fr-CA", "/fr"],
])("%s", (path, lang, start) => {
  const manifest = JSON.parse(publicFile(path).toString("utf8")) as Manifest;

  it("names the app and starts in its language", () => {
    expect(manifest).toMatchObject({ name: "Local Hype", lang, start_url: start, display: "standalone" });
  });

  it("has PNG icons of 192 and 512 pixels, one maskable, each file the size it claims", () => {
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of pngs) expect(pngSize(publicFile(icon.src)), icon.src).toBe(icon.sizes);
  });
});
