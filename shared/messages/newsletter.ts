// The newsletter's confirmation and unsubscribe pages (English). Load with those screens only.
import { localized } from "../i18n/localized";
export const newsletterPageMessages = localized<typeof import("./en/newsletter").default>("newsletter");
