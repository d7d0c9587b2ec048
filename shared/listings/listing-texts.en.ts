// Listing strings (English; the default locale).

const texts = {
  cityFilter: "Only {city}",
  allCities: "All cities",
  filterLabel: "Filter by city",
  empty: "Nothing here yet. Try another city.",
  emptyAllCities: "Nothing here yet.",
  // An empty events date window names what comes next (web/pages/list/empty-list-text.ts).
  nextInCity: "Next in {city}: {title}, {date}",
  nextAnywhere: "Next: {title} in {city}, {date}",
  // The shop list's business category (?category=), and the link that lists every category again.
  categoryActive: "Category: {category}",
  categoryClear: "All categories",
  // A city's neighbourhoods (?area=) on its lists and tabs.
  areaLabel: "Neighbourhood",
  areaAll: "All neighbourhoods",
  // Lists by distance: "Near me" (the visitor's position, on a tap) and ?near= (a place's).
  // The Map/List switch above a list (web/components/map/map-or-list.tsx); the map's own texts are in shared/map.
  showAs: "Show as",
  showList: "List",
  showMap: "Map",
  nearMe: "Near me",
  /** The ?open=now filter of the shop and gem lists and tabs. */
  openNowFilter: "Open now",
  nearLocating: "Finding where you are…",
  nearDistance: "{km} km · {minutes} min walk",
  nearDenied: "Location access is off for this site. Allow it in your browser's settings to sort by distance.",
  nearUnavailable: "Your position could not be found. Please try again.",
  nearMine: "Nearest to you",
  nearPlace: "Near this place",
  nearBack: "Back to the list",
  nearEmpty: "Nothing listed within {km} km.",
  moreNearHere: "More near here",
  // The detail page's map: its accessible name and each place of its list twin's distance.
  nearMapLabel: "Map of {title}{count, plural, =0 {} one { and # place near it} other { and # places near it}}",
  nearKm: "{km} km",
  // A job posting's employer, as its page names it (the forms' labels are the submit texts', which load
  // with the form).
  employer: "Employer",
  promoted: "Promoted",
  pagesLabel: "More listings",
  loadMore: "Load more",
  loadingMore: "Loading more…",
  previousPage: "Previous page",
  showing: "Showing {shown} of {total}",
  /** More than were counted (a date window's WINDOW_COUNT_CAP, search's SEARCH_COUNT_CAP). */
  showingAtLeast: "Showing {shown} of {total}+",
  // Event date filters (shared/events/event-windows.ts).
  whenLabel: "Events by date",
  whenUpcoming: "Upcoming",
  whenToday: "Today",
  whenWeekend: "This weekend",
  whenWeek: "Next 7 days",
  whenMonth: "Next 30 days",
  whenPast: "Past events",
  // An event's repeat in words (web/lib/event-words.ts); {days}, {weekday}, {month} come from Intl.
  repeatDaily: "Every day",
  repeatWeekly: "Every {days}",
  repeatMonthlyDay: "Every month on the {day}",
  repeatMonthlyNth: "Every month on the {nth} {weekday}",
  repeatYearly: "Every year in {month}",
  repeatUntil: "{repeat}, until {date}",
  nthLast: "last",
  // Ordinals by Intl.PluralRules' ordinal category: the nth weekday, and the day of a month.
  nthOne: "{n}st",
  nthTwo: "{n}nd",
  nthFew: "{n}rd",
  nthOther: "{n}th",
  // The day of a month, by the same categories: the 1st, the 2nd…
  dayOne: "{n}st",
  dayTwo: "{n}nd",
  dayFew: "{n}rd",
  dayOther: "{n}th",
} as const;

export default texts;
