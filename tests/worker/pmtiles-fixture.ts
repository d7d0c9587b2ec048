// A PMTiles v3 archive built in the test (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
// the 127-byte header, an uncompressed root directory, JSON metadata and the tiles' bytes, as an extract
// the operator uploads would hold them. Small enough to read at a glance; the `pmtiles` library reads it.
import { zxyToTileId } from "pmtiles";

const HEADER_BYTES = 127;

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

/** An archive of vector tiles (`tiles`, keyed "z/x/y"), uncompressed, with `metadata` as its JSON. */
export function pmtilesArchive(tiles: Record<string, Uint8Array>, metadata: Record<string, unknown>): Uint8Array {
  const entries = Object.entries(tiles)
    .map(([zxy, data]) => {
      const [z, x, y] = zxy.split("/").map(Number) as [number, number, number];
      return { id: zxyToTileId(z, x, y), z, data };
    })
    .sort((a, b) => a.id - b.id);
  let offset = 0;
  const placed = entries.map((entry) => {
    const at = offset;
    offset += entry.data.length;
    return { ...entry, offset: at };
  });
  // The directory: the count, then each column (id deltas, run lengths, lengths, offsets + 1).
  let previous = 0;
  const directory = Uint8Array.from([
    ...varint(placed.length),
    ...placed.flatMap((entry) => {
      const delta = entry.id - previous;
      previous = entry.id;
      return varint(delta);
    }),
    ...placed.flatMap(() => varint(1)),
    ...placed.flatMap((entry) => varint(entry.data.length)),
    ...placed.flatMap((entry) => varint(entry.offset + 1)),
  ]);
  const json = new TextEncoder().encode(JSON.stringify(metadata));
  const tileData = Uint8Array.from(placed.flatMap((entry) => [...entry.data]));
  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  new Uint8Array(header.buffer).set(new TextEncoder().encode("PMTiles"), 0);
  header.setUint8(7, 3);
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true);
  const directoryAt = HEADER_BYTES;
  const metadataAt = directoryAt + directory.length;
  const tilesAt = metadataAt + json.length;
  u64(8, directoryAt);
  u64(16, directory.length);
  u64(24, metadataAt);
  u64(32, json.length);
  u64(40, tilesAt); // no leaf directories
  u64(48, 0);
  u64(56, tilesAt);
  u64(64, tileData.length);
  u64(72, placed.length);
  u64(80, placed.length);
  u64(88, placed.length);
  header.setUint8(96, 1); // clustered
  header.setUint8(97, 1); // internal compression: none
  header.setUint8(98, 1); // tile compression: none
  header.setUint8(99, 1); // tile type: MVT
  header.setUint8(100, Math.min(...placed.map((entry) => entry.z)));
  header.setUint8(101, Math.max(...placed.map((entry) => entry.z)));
  // Bounds and centre (degrees × 10^7): Canada.
  header.setInt32(102, -141e7, true);
  header.setInt32(106, 41e7, true);
  header.setInt32(110, -52e7, true);
  header.setInt32(114, 84e7, true);
  header.setUint8(118, 3);
  header.setInt32(119, -96e7, true);
  header.setInt32(123, 56e7, true);
  const archive = new Uint8Array(tilesAt + tileData.length);
  archive.set(new Uint8Array(header.buffer), 0);
  archive.set(directory, directoryAt);
  archive.set(json, metadataAt);
  archive.set(tileData, tilesAt);
  return archive;
}
