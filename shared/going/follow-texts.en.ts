// "Follow": the weekly roundup of new events of a city, a venue or an organizer (English; the default locale).

const texts = {
  emailLabel: "E-mail",
  // What is followed, in words (the e-mails, the unsubscribe page).
  followCity: "{city}'s events",
  followVenue: "events at {venue} ({city})",
  followOrganizer: "events by the organizer of “{title}”",
  // The follow page (/follow?city=…, ?venue=EVENT_ID, ?organizer=EVENT_ID) and the links to it.
  formHeading: "Follow {what}",
  formIntro: "One e-mail a week lists what is new among {what} on Local Hype.",
  consentLine: "We send a confirmation link first and nothing else until you follow it. Every e-mail has a one-click unsubscribe link.",
  submitButton: "Follow",
  sent: "Check your inbox: we sent a link to confirm that you follow {what}.",
  // The confirmation e-mail (double opt-in).
  confirmSubject: "Confirm that you follow {what}",
  confirmIntro: "Please confirm that you want a weekly e-mail of what is new among {what} on Local Hype at this address.",
  confirmLinkLabel: "Yes, follow",
  confirmIgnore: "If you did not ask for it, ignore this e-mail: you will not get anything.",
  // The weekly roundup.
  roundupSubject: "New events you follow on Local Hype",
  roundupIntro: "New events published this week in what you follow.",
  roundupStopOne: "Stop following {what}",
  roundupStopAll: "Stop following everything",
  roundupData: "Download what we keep about your follows (JSON)",
  // The pages of the e-mailed links (plain pages the Worker answers, no script).
  pageTitle: "Follow — Local Hype",
  confirmQuestion: "Confirm that you follow {what}?",
  confirmButton: "Yes, follow",
  confirmed: "Thank you: you follow {what}. New events come in a weekly e-mail.",
  unsubscribeQuestion: "Stop following {what}?",
  unsubscribeAllQuestion: "Stop following everything you follow on Local Hype?",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed. No more e-mails about it will come.",
  invalidLink: "This link does not work (any more).",
  everything: "everything you follow",
};

export default texts;
