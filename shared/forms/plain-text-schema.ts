// Free text from a form, cleaned before it is checked or stored: C0 control characters (and DEL) have no
// place in a title or a description, and some of them break what the text later becomes — a line break
// inside an .ics property, a NUL in an e-mail header, a character no XML feed may carry. Used by the zod
// schemas through `.overwrite`, so the browser and the server clean the same way.
import { withoutXmlInvalid } from "./xml-text";

/** Tab, CR and LF in a one-line field become a space; every other control is dropped. */
export function singleLineText(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return withoutXmlInvalid(text.replace(/[\t\r\n]+/g, " ").replace(/[\u0000-\u001F\u007F]/g, ""));
}

/** In a multi-line field, CRLF and a lone CR become LF and tabs stay; every other control is dropped. */
export function multiLineText(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return withoutXmlInvalid(text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, ""));
}
