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
  city: {
    notFound: "City not found",
  },
  search: {
    heading: "Search",
    resultsFor: "Results for",
  },
  placeholder: {
    comingSoon: "This page is being built. Check back soon.",
  },
  errors: {
    screenCrashed: "Something went wrong on this page.",
    screenCrashedHint: "Try again, or head back to the home page.",
    tryAgain: "Try again",
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
