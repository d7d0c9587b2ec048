// Page titles, descriptions, keywords and structured-data names (English, the spec's texts word for word).
// Loaded by the metadata builders (shared/seo/page-meta.ts), which the edge and in-app navigation use.
import { localized } from "../i18n/localized";

export const seoMessages = localized<typeof import("./en/seo").default>("seo");
