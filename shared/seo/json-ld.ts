// JSON that is safe inside a <script> element (JSON-LD, inlined route data): no text in the data can
// close the element or open an HTML comment, because <, > and & never appear literally.
export type JsonLd = Record<string, unknown>;

const UNSAFE = /[<>&\u2028\u2029]/g;

export function serializeJsonLd(data: unknown): string {
  // One pass over the JSON (a page's state is tens of kilobytes): each character as its \u escape.
  return JSON.stringify(data).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
