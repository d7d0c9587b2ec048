// The offer of French to a browser whose first language is French, on an English page, before any
// language was chosen (web/main.tsx loads this module only then): a small notice in French linking to
// this page's French twin. Following the link or dismissing the notice is the visitor's choice, kept in
// the cookie the header's language switch writes, so the offer never comes back. Nothing redirects:
// every address stays in its own language, and "/" stays the same cacheable English page for everyone.
import { FRENCH_OFFER as t } from "@shared/i18n/french-offer";
import { LOCALE_COOKIE, LOCALE_TAGS, localizedPath } from "@shared/i18n/locales";
import { rememberChoice } from "@web/lib/remember-choice";

const twin = () => localizedPath(`${location.pathname}${location.search}`, "fr");

/** Shows the notice at the foot of the window (after the page in the Tab order: the skip link stays first). */
export function offerFrench(): void {
  const offer = Object.assign(document.createElement("aside"), {
    lang: LOCALE_TAGS.fr,
    className:
      "fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-gray-200 bg-white p-3 text-sm text-ink shadow-lg md:bottom-4",
  });
  offer.setAttribute("aria-label", t.label);
  // The page may have moved within the app since: the link is written when followed.
  const link = Object.assign(document.createElement("a"), {
    href: twin(),
    hreflang: LOCALE_TAGS.fr,
    textContent: t.link,
    className: "font-semibold text-brand-700 underline",
    onclick: () => {
      link.href = twin();
      rememberChoice(LOCALE_COOKIE, "fr");
    },
  });
  const dismiss = Object.assign(document.createElement("button"), {
    type: "button",
    textContent: t.dismiss,
    className: "ml-auto rounded-full border border-gray-300 px-3 py-1 font-medium",
    onclick: () => {
      rememberChoice(LOCALE_COOKIE, "en");
      offer.remove();
    },
  });
  offer.append(Object.assign(document.createElement("p"), { textContent: t.text }), link, dismiss);
  document.body.append(offer);
}
