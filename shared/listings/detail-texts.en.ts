// Detail strings (English; the default locale).
import type { BrowsableType } from "./listing-types";

/** The claim link at the foot of a page, for the types a business or an organizer can claim. */
const claimLinks: Partial<Record<BrowsableType, string>> = {
  shop: "Own this business? Claim it",
  gem: "Own this business? Claim it",
  event: "Organizing this event? Claim it",
};

const texts = {
  breadcrumb: "Breadcrumb",
  tags: "Tags",
  location: "Location",
  shareStory: "Share Story",
  shareEvent: "Share Event",
  shareGem: "Share Gem",
  share: "Share",
  /** The heading over a listing's highlights, per type. */
  highlightsHeadings: {
    story: "Key Highlights",
    event: "What to Expect",
    gem: "Why You'll Love It",
    shop: "What We Offer",
    job: "About the Role",
  },
  visitWebsite: "Visit Website",
  exploreMore: "Explore More in {city}",
  date: "Date",
  ended: "This event has ended.",
  duration: "Duration",
  durationValue: "Multiple Days",
  entry: "Entry",
  entryValue: "Free / Paid",
  registerNow: "Register Now",
  addToCalendar: "Add to calendar",
  // Links to the follow page (a weekly e-mail of new events at the same place, or by the same submitter).
  followVenue: "Follow this venue",
  followOrganizer: "Follow this organizer",
  moreEvents: "More Events in {city}",
  rating: "Rating",
  bestTime: "Best Time",
  cost: "Cost",
  notListed: "Not listed",
  getDirections: "Get Directions",
  moreGems: "More Gems",
  hours: "Hours",
  hoursFallback: "Mon-Sat: 10AM-8PM\nSun: 11AM-6PM",
  hoursNotProvided: "Hours not provided",
  contact: "Contact",
  address: "Address",
  priceRange: "$$",
  callNow: "Call Now",
  moreShops: "More Shops in {city}",
  photos: "Photos",
  /** Opens the listing's reviews (loaded on the tap). */
  showReviews: "Show reviews",
  about: "About",
  claimLinks,
  /** An owned listing's badge: the month its earliest owner was verified, and how, in a visitor's words. */
  verifiedOwner: "Verified owner · {month}",
  verifiedBy: {
    "domain-email": "Verified by an e-mail at the business's domain",
    "website-code": "Verified by a code on the business's website",
    staff: "Verified by the Local Hype team",
    invitation: "Verified by an owner's invitation",
  },
  linkCopied: "Link copied",
  linkCopiedText: "Paste it anywhere to share.",
  shareFailed: "Could not share",
  shareFailedText: "Copy the address from your browser's address bar.",
  opensInNewTab: "(opens in a new tab)",
  // Job postings.
  closed: "This job posting has closed.",
  pay: "Pay",
  payPerHour: "{pay} an hour",
  payPerYear: "{pay} a year",
  workHours: "Hours",
  closes: "Apply by",
  applyOnline: "Apply Online",
  applyByEmail: "Apply by E-mail",
  shareJob: "Share Job",
  moreJobs: "More Jobs in {city}",
} as const;

export default texts;
