// Reviews and tips: the form's labels and refusals, the reviewer's link page, the moderators' queue and the
// e-mails (English; the default locale).

const texts = {
  kindLabel: "Kind",
  kindReview: "Review",
  kindTip: "Tip",
  starsLabel: "Rating",
  textLabel: "Your review",
  tipTextLabel: "Your tip",
  textTooShort: "Your review must be at least {min} characters.",
  textTooLong: "A tip must be at most {max} characters.",
  visitMonthLabel: "Month of your visit",
  displayNameLabel: "Display name",
  emailLabel: "Email",
  languageLabel: "Language of your review",
  starsRequired: "Please choose 1 to 5 stars.",
  tipHasNoStars: "A tip has no stars.",
  visitMonthInvalid: "Please choose the month of your visit (not in the future).",
  reasonLabel: "Reason",
  replyLabel: "Your reply",
  photosLabel: "Photos (up to {max})",
  captionLabel: "Caption",
  photoCaptionLabel: "What photo {n} shows (optional)",
  photosTooMany: "A review has at most {max} photos.",
  photoAlt: "Photo {n} by {name}",
  yourPhotos: "Your photos",
  removePhoto: "Take down photo {n}",

  // The rating a listing's page shows (the Worker words it).
  ratingCount: "({count, plural, one {# review} other {# reviews}})",
  cardRating: "★ {value} · {count, plural, one {# review} other {# reviews}}",
  noReviews: "No reviews yet",

  // The reviews section of a listing's page.
  sectionHeading: "Reviews",
  sortLabel: "Sort by",
  sorts: { newest: "Newest", highest: "Highest rated", lowest: "Lowest rated", language: "In my language" },
  distributionLabel: "Ratings by stars",
  starsRow: "{stars, plural, one {# star} other {# stars}}",
  hiddenLine: "{count, plural, one {# hidden} other {# hidden}} · {reasons}",
  hiddenReason: "{reason} {count}",
  rulesLink: "How reviews work",
  loadMore: "Load more reviews",
  starsOutOf: "{stars} out of 5 stars",
  visited: "Visited {month}",
  writeHeading: "Write a review",
  writeIntro: "We e-mail you a link: your review is published when you follow it. Your address is never shown.",
  sendButton: "Send my review",
  sentText: "Check your inbox: we sent you a link to publish your review.",
  ownerReply: "The owner replied:",
  // The owner's page: the listing's reviews, a reply under each.
  ownerReviewsIntro: "Reply once, publicly, to each review; you may edit your reply later. The reviewer is e-mailed it.",
  replyButton: "Publish my reply",
  replySaved: "Your reply is published.",
  reportButton: "Report",
  reportSend: "Send report",
  reported: "Thank you: our team will look at it.",
  failed: "That did not work. Please try again.",

  // /reviews/how-it-works.
  rulesHeading: "How reviews work",
  rulesIntro: "Reviews and tips on Local Hype come from visitors. Here is what we publish, what we hide, and why.",
  rules: [
    "Anyone can write a review (1 to 5 stars) or a short tip about a shop, a hidden gem, or an event once it has started. No account is needed: we e-mail you a link, and your review is published when you follow it. The same link lets you edit or delete it.",
    "One review per e-mail address and per browser for each place.",
    "Some reviews wait for our team before they are published: those with links, the same text as another review, many reviews on one place at once, a review by an owner of the place, or from an address at the place's website.",
    "Anyone can report a review. Our team publishes it or hides it for one of these reasons only: conflict of interest, off-topic, personal information, hateful or harassing, spam, not a first-hand experience. The reviewer is told why and may edit it once.",
    "Every place's page says how many of its reviews are hidden, and why.",
    "A place's rating is the average of its published reviews. Owners may answer each review once, publicly, but can never hide or delete one.",
    "Paid promotion never changes which reviews are shown or their order.",
  ],

  // Refusals.
  listingNotReviewable: "This listing cannot be reviewed.",
  eventNotStarted: "This event can be reviewed once it has started.",
  alreadyReviewedBrowser: "You have already reviewed this place from this browser: use the link in your e-mail to edit your review.",
  alreadyReviewed: "This address has already reviewed this place: use the link of that review to edit it.",
  linkInvalid: "This review link is not valid or the review was deleted.",
  linkExpired: "This review link has expired.",
  editUsed: "This review was hidden and its one edit was already sent to our team.",
  cannotEditHeld: "This review is waiting for our team: it can be edited once they have decided.",
  reviewUnknown: "This review does not exist.",
  reviewDecided: "This review is not waiting for a decision.",

  // The reviewer's link page.
  manageHeading: "Your review of {title}",
  confirmIntro: "Press the button to publish your review. Nobody sees it until you do.",
  confirmButton: "Publish my review",
  statusPublished: "Your review is published.",
  statusHeld: "Your review is waiting for our team before it is published.",
  statusHidden: "Your review was hidden: {reason}.",
  statusHiddenEdit: "You may edit it once; the edit goes back to our team.",
  editButton: "Save my changes",
  deleteButton: "Delete my review",
  deleted: "Your review was deleted.",
  myDataHeading: "Your data",
  myDataIntro: "Every review and tip written from this review's e-mail address, on any place, with the owners' replies, in a JSON file.",
  myDataButton: "Download my data",
  myDataDone: "Your data was saved as {file}.",
  myDataFailed: "Your data could not be downloaded. Please try again.",

  // Hide reasons (the page counts them, the e-mail names them).
  hideReasons: {
    "conflict-of-interest": "conflict of interest",
    "off-topic": "off-topic",
    "personal-information": "personal information",
    hateful: "hateful or harassing",
    spam: "spam",
    "not-first-hand": "not a first-hand experience",
  },
  // Why a review waits in the moderators' queue.
  holdReasons: {
    links: "contains a link",
    "repeated-text": "same text as another review",
    burst: "many reviews on this listing at once",
    owner: "written by an owner of the listing",
    "listing-domain": "e-mail at the listing's website domain",
    reported: "reported",
    "edited-after-hide": "edited after it was hidden",
  },

  // The moderators' queue.
  queueHeading: "Reviews",
  queueEmpty: "No review is waiting.",
  publishButton: "Publish",
  hideButton: "Hide",
  reportsCount: "{count} report(s)",

  // E-mails.
  linkSubject: "Publish your review of {title}",
  linkIntro: "Thank you for your review of {title}. It is published when you follow this link, which also lets you edit or delete it later:",
  linkLabel: "Publish or manage my review",
  linkIgnore: "If you did not write it, ignore this e-mail: nothing is published.",
  hiddenSubject: "Your review of {title} was hidden",
  hiddenIntro: "Our team hid your review of {title}. The reason:",
  hiddenEditOnce: "You may edit it once from your review's page; the edit goes back to our team.",
  manageLabel: "My review",
  replySubject: "{title} replied to your review",
  replyIntro: "The owner of {title} replied to your review on Local Hype:",
} as const;

export default texts;
