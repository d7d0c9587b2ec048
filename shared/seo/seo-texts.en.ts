// Page titles, descriptions, keywords and structured-data names (English, the spec's texts word for word).
// Loaded by the metadata builders (shared/seo/page-meta.ts), which the edge and in-app navigation use.

const texts = {
  country: "Canada",
  /** A results page's share image: each of the top three shops' votes. */
  shareVotes: "{count, plural, one {# vote} other {# votes}}",
  detailTitle: "{title} - {label} in {city} | {brand}",
  detailDescription: "{title} - Discover this {phrase} in {city}, Canada. Your #1 local hype platform for authentic community experiences.",
  cityTitle: "Discover {city}, {province} - Local Stories, Events, Gems & Shops | {brand}",
  cityDescription:
    "Explore the best of {city}, {province}. Find local stories, upcoming events, hidden gems, and unique shops. Your complete guide to authentic {city} experiences.",
  /** Comma-separated. */
  cityKeywords: "{city} local stories, {city} events, {city} hidden gems, {city} shops, things to do in {city}",
  listTitle: "{heading} in Canadian Cities | {brand}",
  listKeyword: "local guide",
  homeTitle: "{brand} - {tagline}",
  homeDescription:
    "Discover local stories, events, hidden gems and shops in Canadian cities. Your #1 local hype platform for authentic community experiences.",
  /** Comma-separated. */
  homeKeywords: "local guide, Canada, local stories, events, hidden gems, local shops",
  coffeeLandingTitle: "Best Coffee Shops in Canada - Vote for Your Favourite | {brand}",
  coffeeLandingDescription: "Vote for the best independent coffee shops in {cities}. Five local cafés per city, ranked by your votes.",
  coffeeLandingName: "Best Coffee Shops in Canada",
  /** Comma-separated. */
  coffeeLandingKeywords: "best coffee shops, Canada, cafés",
  coffeeCityKeyword: "best coffee {city}",
  coffeeCityCafes: "{city} cafés",
  coffeeResultsTitle: "Best Coffee Shops {year} in {city}: Results | {brand}",
  coffeeResultsDescription: "The {year} Best Coffee Shops ranking in {city}, voted by readers: the winner and every shop's votes.",
  coffeeResultsName: "Best Coffee Shops {year} in {city}",
  coffeeCityTitle: "{title} - Vote for Your Favourite | {brand}",
  coffeeCityDescription: "{blurb} Vote for your favourite of {count} local coffee shops in {city}.",
  submitTitle: "Submit Content - Share Your Local Story, Event, Gem or Business | {brand}",
  submitDescription: "Share a local story, an upcoming event, a hidden gem or your business with your city. Listing is free; promotion is optional.",
  /** Comma-separated. */
  submitKeywords: "submit local business, share local story, list an event, Canada",
  nominateTitle: "Nominate a Coffee Shop - Best Coffee Shops | {brand}",
  nominateDescription: "Nominate an independent coffee shop for the Best Coffee Shops ballot in your city. We review every nomination.",
  /** Comma-separated. */
  nominateKeywords: "nominate coffee shop, best coffee shops, Canada",
  privacyTitle: "Privacy Policy | {brand}",
  privacyDescription: "What Local Hype collects, why, for how long, and how to reach our privacy officer (PIPEDA and Québec Law 25).",
  privacyKeywords: "privacy policy, personal information, PIPEDA, Law 25",
  reviewsTitle: "How reviews work | {brand}",
  reviewsDescription:
    "How Local Hype publishes, holds and hides visitors' reviews, and why paid promotion never changes which reviews are shown or their order.",
  /** Comma-separated. */
  reviewsKeywords: "reviews, moderation, ratings, Local Hype",
} as const;

export default texts;
