// The offer of French on English pages (web/components/layout/french-offer.ts): worded in French only,
// since it speaks to a browser whose first language is French.
export const FRENCH_OFFER = {
  label: "Version française",
  text: "Cette page existe aussi en français.",
  link: "Lire en français",
  dismiss: "Non merci",
} as const;
