// The words for a listing's status in the admin Listings view.
import { curationMessages as m } from "@shared/messages/curation";

export const statusWords = () => ({ published: m.published, unpublished: m.unpublished } as const);
