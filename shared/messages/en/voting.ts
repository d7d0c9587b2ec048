// Voting strings (English; the default locale).

const texts = {
  // Best Coffee Shops landing
  landingHeading: "Best Coffee Shops",
  landingIntro: "Vote for your favourite independent coffee shops in five Canadian cities. Five local cafés per city, ranked by your votes.",
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
  /** A city page's link to the nomination form, its city chosen. */
  nominateShop: "Nominate a shop",
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
  notSentText: "We couldn't reach the server. Your vote is saved in this browser and will be sent the next time the page can reach us.",
  failedTitle: "Vote not counted",
  failedText: "Something went wrong. Please try again.",
  // Seasons (dates worded by the Worker in the page's language)
  votingClosesOn: "Voting closes {date}",
  votingClosed: "Voting is closed",
  votingReopensOn: "Voting opens again {date}",
  startingCountsNote: "This season's counts include a starting count of 50 to 199 votes per shop, given when the poll began.",
  // API refusals
  votingClosedRefusal: "Voting is closed.",
  unknownCity: "Unknown coffee city.",
  unknownShop: "Unknown coffee shop.",
} as const;

export default texts;
