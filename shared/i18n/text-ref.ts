// A text named by key with its parameters: how the API says why it refused, so a client renders the
// reason in its own language (the message beside it is already in the caller's X-Locale, for clients
// that only read messages).
import { format } from "./messages";
import { textKey, textNamed } from "./localized";

export type TextParams = Readonly<Record<string, string | number>>;

export interface TextRef {
  /** "module.key", e.g. "admin.submissionNotFound". */
  key: string;
  params: TextParams;
}

export function textRef<T extends object>(texts: T, key: keyof T & string, params: TextParams = {}): TextRef {
  return { key: textKey(texts, key), params };
}

/** The referenced text in the active locale, or undefined when its module is not loaded here. */
export function renderTextRef(ref: TextRef): string | undefined {
  const text = textNamed(ref.key);
  return text === undefined ? undefined : format(text, ref.params);
}
