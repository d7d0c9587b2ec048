// The words for a listing's status in the admin Listings view.
import { curationMessages as m } from "@shared/listings/curation-texts";

// A function, not a constant: its texts are read in the page's language each time it is used.
export const statusWords = () => ({ published: m.published, unpublished: m.unpublished }) as const;
