// JSON that is safe inside a <script> element (JSON-LD, inlined route data): no text in the data can
// close the element or open an HTML comment, because <, > and & never appear literally.
export type JsonLd = Record<string, unknown>;

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
