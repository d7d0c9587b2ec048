// A listing card's answer (`ListingSummary`) for component tests: a plain published listing in Toronto,
// with what a test is about given. One place to grow when cards carry a new field.
import type { ListingSummary } from "@web/lib/trpc";

type Named = Pick<ListingSummary, "id" | "type" | "title" | "path">;

export const cardOf = (card: Named & Partial<ListingSummary>): ListingSummary => ({
  excerpt: `${card.title}, a place to remember.`,
  image: null,
  city: "Toronto",
  location: "Downtown",
  date: null,
  tags: [],
  featured: false,
  promoted: null,
  language: "en",
  descriptionLanguage: "en",
  nextStartAt: null,
  nextEndAt: null,
  occurrence: null,
  repeat: null,
  occurrenceText: null,
  repeatText: null,
  ended: false,
  openNow: null,
  ratingText: null,
  ...card,
});
