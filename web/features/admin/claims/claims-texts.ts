// The text bundle the Claims tab reads beside the admin's own: owners' change requests are worded with the
// owner's texts (shared/owners/change-request-lines.ts), loaded with the tab, not by every page's router.
export const CLAIMS_VIEW_TEXTS = ["owner"] as const;
