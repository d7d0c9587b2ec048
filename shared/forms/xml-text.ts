// Characters XML 1.0 forbids anywhere in a document (its `Char` production): C0 controls other than
// tab, LF and CR, lone surrogates, and the noncharacters U+FFFE and U+FFFF. One of them in a listing's
// title makes every subscriber's feed invalid XML, so text that can reach an XML document is cleaned
// at input (the form schemas) and again at output (the feeds).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters XML 1.0 cannot carry. */
export function withoutXmlInvalid(text: string): string {
  return text.replace(XML_INVALID, "");
}
