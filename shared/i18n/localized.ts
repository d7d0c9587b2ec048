// Text modules in every language behind one object. A facade such as shared/home/home-texts.ts exports
// `localized<typeof homeEn>("home")`; the texts themselves live in one file per language
// (shared/home/home-texts.en.ts, shared/home/home-texts.fr.ts; the id is the file name) and are registered
// when they arrive. Reading `homeMessages.heroHeading` yields the active locale's text at that moment,
// so a component never picks a language itself, and a page carries only its own language's texts: the
// edge inlines the ones its screen reads and the browser registers them before rendering
// (web/lib/page-locale.ts); the Worker and the tests register every file (shared/all-texts.ts).
import { activeLocale } from "./active-locale";
import type { Locale } from "./locales";

type Texts = Readonly<Record<PropertyKey, unknown>>;

const registered = new Map<Locale, Map<string, Texts>>();

export function registerTexts(locale: Locale, id: string, texts: object): void {
  let modules = registered.get(locale);
  if (!modules) registered.set(locale, (modules = new Map<string, Texts>()));
  modules.set(id, texts as Texts);
}

function textsOf(id: string, required: boolean): Texts {
  const locale = activeLocale();
  const texts = registered.get(locale)?.get(id);
  if (texts) return texts;
  // A screen that reads a module its bundles do not hold (web/app/route-modules.ts) fails loudly, in tests first.
  if (required) throw new Error(`Messages "${id}" were read in "${locale}" before they were loaded.`);
  return {};
}

/** Reading this key of a facade answers its module id (see `textKey`). */
const MODULE_ID = Symbol("text module id");

function facade<T extends object>(id: string, required: boolean): T {
  return new Proxy({} as T, {
    get: (_target, key) => (key === MODULE_ID ? id : textsOf(id, required)[key]),
    has: (_target, key) => key in textsOf(id, required),
    ownKeys: () => Reflect.ownKeys(textsOf(id, required)),
    getOwnPropertyDescriptor: (_target, key) => {
      const texts = textsOf(id, required);
      return Object.hasOwn(texts, key) ? { value: texts[key], enumerable: true, configurable: true, writable: false } : undefined;
    },
  });
}

/** The texts of module `id` in the active locale; every locale has the module. */
export function localized<T extends object>(id: string): T {
  return facade<T>(id, true);
}

/**
 * Translations of data (place names, coffee-page text) keyed by the English: only other locales have
 * them, and a missing entry means "the same as the English".
 */
export function translations<T extends object>(id: string): Partial<T> {
  return facade<Partial<T>>(id, false);
}

/** The stable name of a text, "module.key" (e.g. "admin.submissionNotFound"): what API errors carry. */
export function textKey<T extends object>(texts: T, key: keyof T & string): string {
  return `${String((texts as Record<symbol, unknown>)[MODULE_ID])}.${key}`;
}

/** The active locale's text named "module.key", when that module is loaded here; undefined otherwise. */
export function textNamed(name: string): string | undefined {
  const dot = name.indexOf(".");
  const text = registered.get(activeLocale())?.get(name.slice(0, dot))?.[name.slice(dot + 1)];
  return typeof text === "string" ? text : undefined;
}
