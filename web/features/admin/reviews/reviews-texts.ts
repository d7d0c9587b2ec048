// The text bundle the Reviews tab reads beside the admin's own: the reviews' words (reasons, buttons), loaded
// with the tab, not by every page's router.
export const REVIEWS_VIEW_TEXTS = ["reviews"] as const;
