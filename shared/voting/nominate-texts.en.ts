// Nomination form strings (English; the default locale).

const texts = {
  heading: "Nominate a coffee shop",
  intro:
    "Know an independent coffee shop that belongs on our Best Coffee Shops ballot? Own one? Tell us about it. We review every nomination and e-mail you our answer.",
  shopNameLabel: "Shop name",
  addressLabel: "Street address",
  addressHint: "Street and number, e.g. 123 Queen St W",
  cityLabel: "City",
  cityPlaceholder: "Choose a city",
  websiteLabel: "Website",
  websiteHint: "Optional, e.g. example.com",
  reasonLabel: "Why it deserves a place",
  reasonHint: "What makes it special: the coffee, the people, the room…",
  emailLabel: "Your e-mail",
  emailHint: "We send you a receipt and our decision, nothing else.",
  requiredNote: "Fields marked * are required.",
  submit: "Send nomination",
  sending: "Sending…",
  invalidTitle: "Please check your nomination",
  successTitle: "Nomination received!",
  successText: "Thank you! We will review your nomination of “{shop}” and e-mail you our decision.",
  another: "Nominate another shop",
  failureTitle: "Nomination not sent",
  failureText: "Something went wrong. Please try again.",
  backToBallot: "Back to the Best Coffee Shops",
} as const;

export default texts;
