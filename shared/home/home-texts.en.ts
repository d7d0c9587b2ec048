// Home strings (English; the default locale).

const texts = {
  heroHeading: "Discover what's hot in your city",
  heroIntro: "Local stories, events, hidden gems and independent shops across Canada, picked by people who live there.",
  businessLabel: "What are you looking for?",
  businessPlaceholder: "Coffee shops, spas, bookstores…",
  cityLabel: "City",
  cityPlaceholder: "Any city",
  searchButton: "Search",
  suggestionsLabel: "Suggestions",
  featured: "Featured",
  viewAll: "View All",
  trending: "Trending Now",
  near: "Near {city}",
  useMyLocation: "Use my location",
  locationUnavailable: "Location unavailable: {reason}",
  /** The spec's words when the browser has no geolocation. */
  geolocationUnsupported: "Geolocation is not supported by your browser",
  /** The browser's own message is in the browser's language; French pages say why in French instead. */
  locationDenied: "Permission to use your location was denied",
  locationFailed: "Your position could not be determined",
  locationTimeout: "Finding your position took too long",
  seeAllStories: "See all stories",
  bestOf: "The Best of Series",
  bestOfIntro: "Community-voted rankings of the places locals love most.",
  bestCoffee: "Best Coffee Shops",
  bestCoffeeText: "Vote for your favourite café in five cities.",
  bestRestaurants: "Best Restaurants",
  bestRestaurantsText: "Where locals actually eat, city by city.",
  bestLocalShops: "Best Local Shops",
  bestLocalShopsText: "Independent shops worth crossing town for.",
  exploreCities: "Explore by Cities",
  /** The home tile of each listing type, under its list's heading. */
  typeTiles: {
    story: "Local news and the people behind it",
    event: "Festivals, markets and shows",
    gem: "Places only locals know",
    shop: "Independent businesses",
    job: "Local businesses hiring",
  },
  exploreCategories: "Explore by Category",
  creators: "City Guides from Local Creators",
  creatorsIntro: "Short video guides from people who know their city best.",
  playVideo: "Play video: {title}",
  videoBy: "by {creator}",
  watchOnYouTube: "Watch on YouTube",
  submitHeading: "Have a local story or a business to share?",
  submitText: "Submit it for free, or promote it to reach more locals.",
  submitCta: "Submit Your Content",
} as const;

export default texts;
