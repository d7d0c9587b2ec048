// Feed strings (English): the feeds' own titles and the "Subscribe" control on list and city pages.
import { localized } from "../i18n/localized";
export const feedMessages = localized<typeof import("./en/feeds").default>("feeds");
