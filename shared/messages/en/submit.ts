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
  // An event's schedule (the submit form and the admin editor share these fields).
  scheduleHeading: "When it happens",
  scheduleIntro: "Times are local to the event's city. Leave the times empty for an all-day event.",
  endsOnLabel: "Last day",
  endsOnHint: "For an event over several days",
  startTimeLabel: "Starts at",
  endTimeLabel: "Ends at",
  repeatLabel: "Repeats",
  repeatNone: "Does not repeat",
  repeatWeekly: "Every week",
  repeatMonthly: "Every month",
  repeatYearly: "Every year",
  weekdaysLegend: "On these days",
  modeLegend: "On which day",
  modeDate: "The same date",
  modeWeekday: "The same weekday of the month",
  untilLabel: "Repeats until",
  untilHint: "Optional: leave empty to repeat with no end.",
  /** {words}: the repeat in words ("Every year in August"). */
  repeatSummary: "Repeats: {words}",
  repeatNeedsDate: "Enter the date to see how it repeats.",
  /** The admin editor's entry for a stored repeat the form cannot show; {words}: it in words. */
  repeatKeep: "Keep: {words}",
  // The opening-hours widget (shops and gems; the submit form and the admin editor).
  hoursIntro:
    "Optional. Local times in the place's city; a closing time earlier than the opening time means after midnight.",
  opensLabel: "Opens",
  closesLabel: "Closes",
  /** Read before "Opens"/"Closes" by screen readers: which day and which of its ranges. */
  rangeContext: "{day}, hours {n}:",
  addRange: "Add hours",
  addRangeOn: "Add hours on {day}",
  removeRange: "Remove",
  removeRangeOn: "Remove hours {n} on {day}",
  exceptionsLegend: "Closed on these dates",
  exceptionDateLabel: "Day closed",
  addException: "Add date",
  removeExceptionOn: "Remove {date}",
  /** An exception with its own hours (from the catalogue): {date}: {hours}. */
  exceptionHours: "{date}: {hours}",
  /** Under the form: where its data goes (the privacy page). */
  privacyNotice: "How we use your information:",
} as const;

export default texts;
