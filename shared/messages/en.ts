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
    /** Read after the visible brand name by screen readers: "Local Hype home". */
    logoHome: "home",
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
  submit: {
    intro:
      "Share a hidden gem, a local story, an event or your business with your city. Listing is free; promotion is optional.",
    aboutYouHeading: "About you",
    contentHeading: "Your content",
    nameLabel: "Your name",
    emailLabel: "Email",
    titleLabel: "Title",
    contentTypeLabel: "Content type",
    contentTypePlaceholder: "Choose a content type",
    typeGem: "Hidden Gem",
    typeStory: "Local Story",
    typeEvent: "Event",
    typeShop: "Business Listing",
    descriptionLabel: "Description",
    cityLabel: "City",
    cityPlaceholder: "Choose a city",
    cityHint: "Type the first letters of a city to jump to it.",
    locationLabel: "Location",
    locationHint: "Neighbourhood or street address",
    dateLabel: "Date",
    dateHint: "Required for events",
    tagsLabel: "Tags",
    tagsHint: "Separate tags with commas (up to 10)",
    imageLabel: "Image",
    imageHint: "PNG, JPG, GIF up to 10MB",
    imageChosen: "Selected: {name}",
    imageRemove: "Remove image",
    requiredNote: "Fields marked * are required.",
    honeypotLabel: "Leave this field empty",
    promotionHeading: "Promote your listing (optional)",
    promotionNone: "No promotion selected: your submission is free.",
    promotionChosen:
      "{tier} promotion selected. No payment is taken now: we will contact you about it after review.",
    tierPrice: "${price}",
    submitFree: "Submit for Free",
    submitPay: "Submit & Pay ${price}",
    submitting: "Submitting...",
    missingTitle: "Missing Information",
    missingDescription: "Please fill in all required fields.",
    invalidTitle: "Please check your details",
    successTitle: "Submission Successful!",
    successDescription:
      "Thank you! Your submission has been received and is pending admin approval. You'll be notified once it's published.",
    failureTitle: "Submission Failed",
    failureDescription: "There was an error submitting your content. Please try again.",
  },
  validation: {
    required: "{field} is required.",
    tooLong: "{field} must be at most {max} characters.",
    email: "Please enter a valid email address.",
    contentType: "Please choose a content type.",
    city: "Please choose a city from the list.",
    date: "Please enter a real date as YYYY-MM-DD.",
    tagCount: "Please use at most {max} tags.",
    tagLength: "Each tag must be at most {max} characters.",
    tier: "Please choose a promotion tier: none, basic or pro.",
    imageKey: "The image reference is not valid. Please choose the image again.",
    imageMissing: "The uploaded image was not found. Please choose it again.",
    imageType: "Images must be PNG, JPG or GIF.",
    imageSize: "Images must be 10MB or smaller.",
    imageEmpty: "The image file is empty.",
  },
  newsletter: {
    heading: "Get the local hype in your inbox",
    intro: "New stories, events and hidden gems from Canadian cities.",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
    successTitle: "Subscribed!",
    failureTitle: "Subscription failed",
    failureDescription: "We could not subscribe you. Please try again.",
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
