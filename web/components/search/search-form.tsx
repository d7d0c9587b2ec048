// The business/category + city search of the home hero (and the search page). Submitting goes where
// `searchDestination` says: /search, a category's list or a city's page. The suggestions, the
// destination and the categories that have listings load when the form is first focused: nobody submits
// a search without typing or picking in it first, and most visitors of home never do.
import { Icon } from "@web/components/ui/icon";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { homeMessages } from "@shared/home/home-texts";
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
  const inUse = trpc.listings.categories.useQuery(undefined, { enabled: !!suggestions }).data;

  const load = () => {
    if (!suggestions) void loadSuggestions().then(setSuggestions);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = (suggestions ?? (await loadSuggestions())).searchDestination(query, city, inUse);
    if (to) void navigate(to);
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
        suggest={(input) => suggestions?.businessSuggestions(input, inUse) ?? []}
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
