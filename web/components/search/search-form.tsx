// The business/category + city search of the home hero (and the search page). Submitting goes to
// /search; one of the 16 categories that has listings (a picked suggestion) to its list, /shop?category=; a city alone
// goes to that city's page. The suggestions (and the category check) load when the form is first focused:
// nobody submits a search without typing or picking in it first, and most visitors of home never do.
import { Icon } from "@web/components/ui/icon";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { homeMessages } from "@shared/home/home-texts";
import { cityFromPlaceName } from "@shared/places/place-names";
import { categoryPath, cityPath, searchPath } from "@shared/routing/paths";
import { primaryButton } from "@web/components/ui/button-styles";
import { trpc } from "@web/lib/trpc";
import { Combobox } from "./combobox";

interface Props {
  initialQuery?: string;
  initialCity?: string;
}

type Suggestions = typeof import("@shared/search/search-suggestions");
const loadSuggestions = (): Promise<Suggestions> => import("@shared/search/search-suggestions");
const noSuggestions = (): string[] => [];

export function SearchForm({ initialQuery = "", initialCity = "" }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [city, setCity] = useState(initialCity);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const navigate = useNavigate();
  // The categories that have listings, asked for with the suggestions: only those are offered.
  const inUse = trpc.listings.categories.useQuery(undefined, { enabled: suggestions !== null, staleTime: 10 * 60_000 }).data;

  const load = () => {
    if (!suggestions) void loadSuggestions().then(setSuggestions);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    // Typed or picked in the page's language ("Montréal"); addresses use the catalogue's name.
    const c = cityFromPlaceName(city.trim());
    const category = (suggestions ?? (await loadSuggestions())).businessCategoryOf(q, inUse);
    if (category) void navigate(categoryPath(category, c || undefined));
    else if (q) void navigate(searchPath(q, c || undefined));
    else if (c) void navigate(cityPath(c));
  };

  return (
    <form
      role="search"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={load}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-lg sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <Combobox
        label={homeMessages.businessLabel}
        placeholder={homeMessages.businessPlaceholder}
        value={query}
        onChange={setQuery}
        suggest={suggestions ? (input) => suggestions.businessSuggestions(input, inUse) : noSuggestions}
        listLabel={homeMessages.suggestionsLabel}
        name="q"
      />
      <Combobox
        label={homeMessages.cityLabel}
        placeholder={homeMessages.cityPlaceholder}
        value={city}
        onChange={setCity}
        suggest={suggestions?.citySuggestions ?? noSuggestions}
        listLabel={homeMessages.suggestionsLabel}
        name="city"
      />
      <button type="submit" className={`${primaryButton} h-12`}>
        <Icon name="search" className="size-4" />
        {homeMessages.searchButton}
      </button>
    </form>
  );
}
