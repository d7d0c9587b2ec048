// The Saved page (/saved): the places saved in this browser, or a list someone shared (English; the default locale).

const texts = {
  intro: "The places you saved in this browser, newest first. They stay on this device: no account needed.",
  empty: "Nothing saved yet. Press Save on any place to keep it here.",
  browse: "Find places to save",
  loading: "Loading your saved places…",
  remove: "Remove",
  /** Screen readers hear which card the button removes. */
  removeLabel: "Remove {title}",
  unlisted: "This place is no longer listed.",
  count: "{count, plural, one {# saved place} other {# saved places}}",
  shareHeading: "Share your list",
  shareText: "Anyone with this link sees these places and can save them too.",
  shareLink: "Link to your list",
  sharedHeading: "A shared list",
  sharedIntro: "Someone shared these places with you. Save them all to keep them in this browser.",
  saveAll: "Save all",
  allSaved: "All saved. They are now in your own list.",
  yourList: "See your saved places",
  sharedEmpty: "This shared link holds no places.",
} as const;

export default texts;
