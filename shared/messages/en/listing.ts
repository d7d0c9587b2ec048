// Listing strings (English; the default locale).

const texts = {
  cityFilter: "Only {city}",
  allCities: "All cities",
  filterLabel: "Filter by city",
  empty: "Nothing here yet. Try another city.",
  promoted: "Promoted",
  pagesLabel: "More listings",
  loadMore: "Load more",
  loadingMore: "Loading more…",
  previousPage: "Previous page",
  showing: "Showing {shown} of {total}",
  unavailable: "Listings are unavailable right now. Please try again in a minute.",
  // Event date filters (shared/rules/event-windows.ts).
  whenLabel: "Events by date",
  whenUpcoming: "Upcoming",
  whenToday: "Today",
  whenWeekend: "This weekend",
  whenWeek: "Next 7 days",
  whenMonth: "Next 30 days",
  whenPast: "Past events",

} as const;

export default texts;
