// City strings (English). They load with the screens that show them, not with every page.
export const cityMessages = {
  notFound: "City not found",
  notFoundText: "We don't have a guide for this city yet.",
  discover: "Discover {city}",
  stories: "Stories",
  events: "Events",
  hiddenGems: "Hidden Gems",
  shops: "Shops",
  about: "About {city}",
  aboutText:
    "{city}, {province}, has {total} local picks on Local Hype: {stories} stories, {events} events, {gems} hidden gems and {shops} shops, written and recommended by people who know the city.",
  tabsLabel: "Listings by type",
  tabAll: "All",
  tabStories: "Stories",
  tabEvents: "Events",
  tabGems: "Gems",
  tabShops: "Shops",
  emptyStories: "No stories found for this city.",
  emptyEvents: "No events found for this city.",
  emptyGems: "No hidden gems found for this city.",
  emptyShops: "No shops found for this city.",
  emptyAll: "Nothing found for this city yet.",

} as const;
