// How the admin dashboard names e-mail kinds and delivery statuses (English).
import { localized } from "../i18n/localized";

export const EMAIL_KIND_LABELS = localized<typeof import("./en/email-kinds").default>("email-kinds");

export const EMAIL_STATUS_LABELS = localized<typeof import("./en/email-statuses").default>("email-statuses");
