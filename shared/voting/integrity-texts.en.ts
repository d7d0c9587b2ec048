// Strings of the admin Vote integrity view (the Best Coffee Shops review) and its refusals (English;
// the default locale).

const texts = {
  tab: "Vote integrity",
  heading: "Vote integrity",
  intro:
    "Each counted vote is logged with its shop, its time and salted hashes of its voter and its network (the salts change every day, so no one can tell who voted). Void a network's votes when a review finds them forged.",
  cityLabel: "City",
  yearLabel: "Season",
  dayLabel: "Day ({zone})",
  zoneNote: "Every day and time here is {city}'s: {zone}.",
  summary:
    "Season total: {counted, plural, one {# vote counted} other {# votes counted}}, {removed, plural, =0 {none voided} one {# voided} other {# voided}} after review",
  hoursHeading: "Votes per hour",
  hoursCaption: "Votes per shop and hour on {day} ({zone})",
  hourColumn: "Hour",
  noVotesThatDay: "No votes were counted that day.",
  burstsHeading: "Bursts",
  burstsIntro: "Hours in which one shop got at least {min} votes and {factor} times its usual hour.",
  noBursts: "No bursts that day.",
  burstLine: "{shop}: {votes} votes at {hour}",
  networksHeading: "Busiest networks",
  networksCaption: "The networks with the most counted votes this season",
  networkColumn: "Network (hash)",
  votesColumn: "Votes",
  votersColumn: "Voters",
  firstColumn: "First vote",
  lastColumn: "Last vote",
  actionsColumn: "Actions",
  unrecordedNetwork: "not recorded (before the log)",
  noNetworks: "No votes counted yet.",
  voidButton: "Void votes",
  voidTitle: "Void votes from network {network}",
  voidDescription:
    "Every counted vote from this network in the window is taken off its shop's count. The results page says how many votes were removed.",
  fromLabel: "From ({zone})",
  toLabel: "To ({zone})",
  reasonLabel: "Reason",
  reasonHint: "Kept with the void, for the audit.",
  confirmVoid: "Void these votes",
  cancel: "Cancel",
  voided: "{removed, plural, =0 {No votes matched} one {# vote removed} other {# votes removed}}",
  voidFailed: "The votes could not be voided. Please try again.",
  loadFailed: "The integrity figures could not be loaded.",
  voidsHeading: "Voids",
  noVoids: "No votes have been voided this season.",
  voidLine: "{removed, plural, one {# vote} other {# votes}} from {network}, {from} – {to}, by {by} on {at}: {reason}",
  // Refusals (the API's, in the visitor's language).
  unknownSeason: "This city has no season that year.",
  invalidNetwork: "Choose a network from the list.",
  invalidWindow: "The window must start before it ends, and last at most a year.",
  invalidDay: "Enter a day as YYYY-MM-DD.",
  reasonRequired: "Give a reason of 3 to 500 characters.",
} as const;

export default texts;
