// User-facing interface strings shared by every page (layout, navigation, errors, titles), in English,
// with the spec's texts word for word. Strings of one feature live beside this file in their own module
// (home.ts, detail.ts, voting.ts, admin.ts, …) so they load with that feature's screens only. A Canadian
// French locale adds a file of the same shape per module. Catalogue content is data, not messages.

const texts = {
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
    jobs: "Jobs",
    submit: "Submit",
    mainLabel: "Main",
    mobileLabel: "Mobile",
    citySelectorLabel: "Choose your city",
    /** The first stop of the keyboard, past the header to the page's content. */
    skipToContent: "Skip to content",
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
    job: "Local Jobs",
  },
  screens: {
    home: "Discover what's happening near you",
    detail: "Listing details",
    city: "City guide",
    search: "Search results",
    submit: "Submit Content",
    admin: "Admin Dashboard",
    login: "Admin login",
    adminInvite: "Join the staff",
    coffeeLanding: "Best Coffee Shops",
    coffeeCity: "Best Coffee Shops",
    nominate: "Nominate a coffee shop",
    submissionStatus: "Submission status",
    owner: "Your business",
    paymentReceipt: "Receipt",
    newsletterConfirm: "Confirm your subscription",
    newsletterUnsubscribe: "Unsubscribe",
    newsletterPreferences: "Newsletter preferences",
    privacy: "Privacy Policy",
    saved: "Saved places",
    review: "Your review",
    reviews: "How reviews work",
  },
  /** The bookmark toggle on every card and detail page (saved in this browser, /saved lists them). */
  save: {
    save: "Save",
    saved: "Saved",
  },
  /** A "Copy link" button beside an address shown on the page (feeds, a shared list). */
  copyLink: {
    label: "Copy link",
    copied: "Link copied",
    failed: "Copy the link from the address shown.",
  },
  types: {
    story: "Story",
    event: "Event",
    gem: "Hidden Gem",
    shop: "Shop",
    job: "Job",
  },
  /**
   * The content types as the submit form offers them, in its order; the submitter's status page names the
   * type with the same words (core texts, so neither page's bundle holds them twice).
   */
  contentTypes: {
    gem: "Hidden Gem",
    story: "Local Story",
    event: "Event",
    shop: "Business Listing",
    job: "Job",
  },
  /** The list pages' meta descriptions. */
  listDescriptions: {
    story: "Local news and stories from neighbourhoods across Canada: the people, places and changes shaping your city.",
    event: "Upcoming festivals, markets, concerts and community events in Canadian cities.",
    gem: "Hidden gems across Canada: quiet parks, tucked-away cafés, spas and places locals love.",
    shop: "Independent local shops and businesses in Canadian cities, with hours, contacts and directions.",
    job: "Local businesses hiring in Canadian cities: the pay, the hours and how to apply.",
  },
  /** "Discover this {phrase} in {city}" in a detail page's meta description. */
  typePhrases: {
    story: "local news story",
    event: "upcoming event",
    gem: "hidden gem",
    shop: "local business",
    job: "local job posting",
  },
  errors: {
    screenCrashed: "Something went wrong on this page.",
    screenCrashedHint: "Try again, or head back to the home page.",
    tryAgain: "Try again",
    loadFailed: "We couldn't load this. Check your connection and try again.",
    unavailableTitle: "We'll be right back",
    unavailableText: "Local Hype can't reach its listings right now. Please try again in a minute.",
  },
  newsletter: {
    heading: "Get the local hype in your inbox",
    intro: "New stories, events and hidden gems from Canadian cities.",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
    successTitle: "Subscribed!",
    /** Nothing is sent until the address is confirmed: the toast says so under the spec's title. */
    successDescription: "Check your inbox to confirm",
    confirmationNote: "We will send you a confirmation e-mail: open its link to start receiving the newsletter.",
    failureTitle: "Subscription failed",
    failureDescription: "We could not subscribe you. Please try again.",
  },
} as const;

export default texts;
