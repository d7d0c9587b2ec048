// The shop list's active business category (?category=, decision 0117) and a plain link back to every
// category (the same list, its city and "open now" kept): rendered at the edge, works without JavaScript.
import { Link } from "react-router-dom";
import type { CategorySlug } from "@shared/places/business-categories";
import { format } from "@shared/i18n/messages";
import { listingMessages } from "@shared/listings/listing-texts";
import { categoryName } from "@shared/places/category-name";

interface Props {
  category: CategorySlug;
  /** The page's query, whose `category` (and page) the clearing link leaves out. */
  search: URLSearchParams;
}

export function CategoryFilter({ category, search }: Props) {
  const rest = new URLSearchParams(search);
  rest.delete("category");
  rest.delete("page");
  const query = rest.toString();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="rounded-full border border-brand-700 bg-brand-700 px-4 py-1.5 font-medium text-white">
        {format(listingMessages.categoryActive, { category: categoryName(category) })}
      </span>
      <Link to={{ search: query ? `?${query}` : "" }} className="font-semibold text-brand-800 underline">
        {listingMessages.categoryClear}
      </Link>
    </p>
  );
}
