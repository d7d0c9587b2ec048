// Intl objects (formats, plural rules) in the active locale, each made once per locale on first use.
import { activeLocale } from "./active-locale";
import { LOCALE_TAGS } from "./locales";

/** One formatter per locale and style, made on first use. */
export function formatterFor<F>(make: (tag: string) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const tag = LOCALE_TAGS[activeLocale()];
    let formatter = made.get(tag);
    if (!formatter) made.set(tag, (formatter = make(tag)));
    return formatter;
  };
}
