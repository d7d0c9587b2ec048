// Submit strings (English; the default locale).

const texts = {
  intro:
    "Share a hidden gem, a local story, an event or your business with your city. Listing is free; promotion is optional.",
  aboutYouHeading: "About you",
  contentHeading: "Your content",
  nameLabel: "Your name",
  emailLabel: "Email",
  titleLabel: "Title",
  contentTypeLabel: "Content type",
  contentTypePlaceholder: "Choose a content type",
  languageLabel: "Language of your listing",
  languageHint: "Write in English or in French; we publish it in the language you choose.",
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
  /** {price}: whole dollars in the page's format ("$39"). */
  submitFree: "Submit for Free",
  submitPay: "Submit & Pay {price}",
  submitting: "Submitting...",
  missingTitle: "Missing Information",
  missingDescription: "Please fill in all required fields.",
  invalidTitle: "Please check your details",
  successTitle: "Submission Successful!",
  successDescription:
    "Thank you! Your submission has been received and is pending admin approval. You'll be notified once it's published.",
  failureTitle: "Submission Failed",
  failureDescription: "There was an error submitting your content. Please try again.",
  /** The paid tiers' cards (spec section 9). */
  tierFeatures: {
    basic: ["Basic SEO optimization", "Link back to your website", "Social media showcase"],
    pro: [
      "Advanced SEO optimization",
      "2 News/Launch submissions",
      "SEO article about your business",
      "Best of Local series nomination",
      "LIVE business showcase and tour",
      "Podcast opportunity",
    ],
  },
  bestValue: "BEST VALUE",
  /** Under the form: where its data goes (the privacy page). */
  privacyNotice: "How we use your information:",
} as const;

export default texts;
