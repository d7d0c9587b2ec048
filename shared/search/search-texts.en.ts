// Search strings (English; the default locale).

const texts = {
  heading: "Search",
  resultsFor: "Results for",
  resultsHeading: "Results for “{q}”",
  resultsIn: "in {city}",
  resultCount: "{n} results",
  resultCountOne: "1 result",
  // The Best Coffee Shops ballot's shops a search finds (decision 0118), each leading to its voting page.
  ballotHeading: "On the Best Coffee Shops ballot",
  ballotPlace: "{address}, {city}: vote on its city's ballot",
  /** More matches than were counted (SEARCH_COUNT_CAP). */
  resultCountAtLeast: "{n}+ results",
  /** No listing matched, but ballot shops did (they are shown above the list). */
  noListingsBesideBallot: "No stories, events, gems or shops match “{q}”, only the ballot's coffee shops above.",
  noResults: "No matches for “{q}”. Try a broader word like “{a}”, “{b}” or “{c}”, or another city.",
  /** What noResults suggests, in order, less any word the search already tried (shared/search/search.ts). */
  broaderWords: "coffee,park,festival,music,market",
  /** From the results near a point (?near=) back to every result. */
  nearBack: "Back to every result",
  enterQuery: "Type what you are looking for: a kind of place, a neighbourhood, an event.",
} as const;

export default texts;
