// JSON-LD that is safe inside <script type="application/ld+json">: no text in the data can close the
// script element or open an HTML comment, because <, > and & never appear literally.
export type JsonLd = Record<string, unknown>;

export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
