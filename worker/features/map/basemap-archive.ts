// The basemap archive the operator uploads to R2 (docs/operations.md), read with the `pmtiles` library
// through a Source of R2 range reads. The isolate keeps one PMTiles reader per archive version (its ETag),
// so the header and directories it has read are not read again; a new upload is a new ETag.
import { EtagMismatch, PMTiles, type RangeResponse, type Source } from "pmtiles";

/** The archive's key in the BASEMAP bucket. */
export const BASEMAP_KEY = "basemap.pmtiles";

/** Range reads of one R2 object; a read of another version than `etag` is the library's EtagMismatch. */
class R2Source implements Source {
  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    const object = await this.bucket.get(this.key, { range: { offset, length }, ...(etag ? { onlyIf: { etagMatches: etag } } : {}) });
    if (!object || !("body" in object)) throw new EtagMismatch();
    return { data: await object.arrayBuffer(), etag: object.etag };
  }
}

let reader: { etag: string; archive: PMTiles } | null = null;

/** The uploaded archive, or null when there is none (or the Worker has no BASEMAP binding). */
export async function basemapArchive(bucket: R2Bucket | undefined): Promise<PMTiles | null> {
  const head = await bucket?.head(BASEMAP_KEY);
  if (!bucket || !head) return null;
  if (reader?.etag !== head.etag) reader = { etag: head.etag, archive: new PMTiles(new R2Source(bucket, BASEMAP_KEY)) };
  return reader.archive;
}
