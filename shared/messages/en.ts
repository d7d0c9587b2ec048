// Every user-facing interface string, in English, with the spec's texts word for word.
// Screens read them through `messages` (shared/messages/index.ts), so a Canadian French locale is one
// more file of the same shape. Catalogue content (titles, descriptions) is data, not messages.

export const en = {
  brand: {
    name: "Local Hype",
    tagline: "Your #1 Local Hype Platform",
    copyright: "© 2024 Local Hype. All rights reserved.",
  },
  nav: {
    home: "Home",
    stories: "Stories",
    events: "Events",
    gems: "Gems",
    shop: "Shop",
    submit: "Submit",
    mainLabel: "Main",
    mobileLabel: "Mobile",
    logoLabel: "Local Hype home",
    citySelectorLabel: "Choose your city",
  },
  notFound: {
    heading: "Oops! Page not found",
    returnHome: "Return to Home",
    status: "404",
  },
  listPages: {
    story: "Local Stories",
    event: "Local Events",
    gem: "Local Gems",
    shop: "Local Shops",
  },
  screens: {
    home: "Discover what's happening near you",
    detail: "Listing details",
    city: "City guide",
    search: "Search results",
    submit: "Submit Content",
    admin: "Admin Dashboard",
    login: "Admin login",
    coffeeLanding: "Best Coffee Shops",
    coffeeCity: "Best Coffee Shops",
  },
  placeholder: {
    comingSoon: "This page is being built. Check back soon.",
  },
  errors: {
    screenCrashed: "Something went wrong on this page.",
    screenCrashedHint: "Try again, or head back to the home page.",
    tryAgain: "Try again",
  },
  voting: {
    // Best Coffee Shops landing
    landingHeading: "Best Coffee Shops",
    landingIntro:
      "Vote for your favourite independent coffee shops in five Canadian cities. Five local cafés per city, ranked by your votes.",
    citiesLabel: "Coffee cities",
    shopCount: "{count} Coffee Shops",
    voteNow: "Vote Now",
    voteNowIn: "in {city}",
    howItWorksHeading: "How Voting Works",
    step1Title: "Pick a city",
    step1Text: "Choose a city you know and meet its five shortlisted coffee shops.",
    step2Title: "Tap the heart",
    step2Text: "Vote for every shop you love. Each shop gets one vote per browser.",
    step3Title: "See who leads",
    step3Text: "Sort by Most Voted to see which café your city ranks first.",
    ownShopHeading: "Own a Coffee Shop?",
    ownShopText: "Tell us about your café and it could join the next Best of Local list.",
    ownShopAction: "Submit Your Shop",
    // City voting pages
    totalVotes: "{count} total votes",
    countingVotes: "Counting votes…",
    shopsCount: "{count} coffee shops",
    sortLabel: "Sort coffee shops",
    sortMostVoted: "Most Voted",
    sortAlphabetical: "Alphabetical",
    loadingShops: "Loading coffee shops and votes…",
    voteFor: "Vote for {shop}",
    votesSuffix: "votes",
    voteCountAnnouncement: "{shop} now has {count} votes.",
    reviewsBadge: "{count}+ reviews",
    viewOnMaps: "View on Google Maps",
    opensInNewTab: "{shop}, opens in a new tab",
    offlineNotice: "We couldn't reach the server, so these are the votes saved in this browser.",
    // Toasts (spec section 8, word for word)
    thanksTitle: "Thanks for voting! ❤️",
    thanksTitleMontreal: "Merci d'avoir voté! ❤️",
    thanksText: "Your vote has been counted.",
    alreadyVotedTitle: "Already voted!",
    alreadyVotedText: "You've already voted for this coffee shop.",
    notSentTitle: "Vote not sent",
    notSentText:
      "We couldn't reach the server. Your vote is saved in this browser and will be sent the next time the page can reach us.",
    failedTitle: "Vote not counted",
    failedText: "Something went wrong. Please try again.",
    // API refusals
    unknownCity: "Unknown coffee city.",
    unknownShop: "Unknown coffee shop.",
  },
  pageTitles: {
    home: "Local Hype - Your #1 Local Hype Platform",
  },
  pageDescriptions: {
    home: "Discover local stories, events, hidden gems and shops in Canadian cities. Your #1 local hype platform for authentic community experiences.",
  },
} as const;

/** The shape every locale must have (same keys, any strings). */
export type Messages = {
  [Section in keyof typeof en]: { [Key in keyof (typeof en)[Section]]: string };
};
