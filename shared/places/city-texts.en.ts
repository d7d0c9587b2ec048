// City strings (English; the default locale).

const texts = {
  notFound: "City not found",
  notFoundText: "We don't have a guide for this city yet.",
  discover: "Discover {city}",
  /** The hero's count labels, by listing type. */
  counts: { story: "Stories", event: "Events", gem: "Hidden Gems", shop: "Shops", job: "Jobs" },
  about: "About {city}",
  aboutText:
    "{city}, {province}, has {total} local picks on Local Hype: {stories} stories, {events} events, {gems} hidden gems and {shops} shops, written and recommended by people who know the city.",
  /** After aboutText when local businesses are hiring. */
  jobsText: "Local businesses are hiring: {jobs} open jobs.",
  /** A link to the follow page (a weekly e-mail of the city's new events). */
  follow: "Follow {city}'s events",
  tabsLabel: "Listings by type",
  tabAll: "All",
  /** The tabs' labels and empty texts, by listing type. */
  tabs: { story: "Stories", event: "Events", gem: "Gems", shop: "Shops", job: "Jobs" },
  empty: {
    story: "No stories found for this city.",
    event: "No events found for this city.",
    gem: "No hidden gems found for this city.",
    shop: "No shops found for this city.",
    job: "No open job postings in this city.",
  },
  emptyAll: "Nothing found for this city yet.",
} as const;

export default texts;
