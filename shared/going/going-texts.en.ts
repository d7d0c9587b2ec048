// "Going": RSVP to an event, its settings and its page line (English; the default locale).

const texts = {
  // The organizer's settings (the status page and staff's listing editor).
  settingsHeading: "Going (RSVP)",
  settingsIntro: "Let people say they are going, with a number of places and a waitlist.",
  enabledLabel: "Take RSVPs on this event's page",
  capacityLabel: "Places (empty for no limit)",
  maxPlacesLabel: "Most places per person",
  questionLabel: "A question for each person (optional)",
  closesAtLabel: "RSVPs close (the event's local time, optional)",
  saveSettings: "Save RSVP settings",
  settingsSaved: "RSVP settings saved.",
  notAnEvent: "Only a published event can take RSVPs.",
  // The form.
  formHeading: "I'm going",
  nameLabel: "Your name",
  emailLabel: "E-mail",
  placesLabel: "Places",
  occurrenceLabel: "Date",
  answerLabel: "Your answer",
  send: "I'm going",
  // Answers.
  youreGoing: "You're going",
  onWaitlist: "You're on the waitlist (#{position})",
  confirmationSent: "A confirmation is on its way to your e-mail.",
  rsvpClosed: "RSVPs for this event are closed.",
  rsvpOff: "This event does not take RSVPs.",
  notAnOccurrence: "This event does not take place on that date.",
  wholeBetween: "{field} must be a whole number from {min} to {max}.",
  tooManyPlaces: "At most {max} places per person.",
  // E-mails.
  confirmSubject: "You're going: {title}",
  waitlistSubject: "You're on the waitlist (#{position}): {title}",
  promotedSubject: "A place opened up: you're going to {title}",
  emailGoing: "You're going to {title}: {when}, {location}. Places: {places}.",
  emailWaitlist: "You're on the waitlist (#{position}) for {title}: {when}. We will e-mail you as soon as places open up.",
  emailPromoted: "Places opened up: you're going to {title}: {when}, {location}. Places: {places}.",
  reminderSubject: "Tomorrow: {title}",
  emailReminder: "A reminder: you're going to {title} tomorrow: {when}, {location}. Places: {places}.",
  emailCalendarAttached: "The calendar entry for this date is attached, or add it here:",
  addToGoogle: "Add to Google Calendar",
  addToOutlook: "Add to Outlook",
  addToApple: "Add to Apple Calendar",
  manageLink: "Change your places or cancel",
  // The private link's page (on the event page).
  manageHeading: "Your RSVP",
  manageGoing: "You're going: {places} place(s) on {when}.",
  manageWaiting: "You're on the waitlist (#{position}): {places} place(s) on {when}.",
  manageCancelled: "You cancelled this RSVP.",
  changePlaces: "Change places",
  cancel: "Cancel my RSVP",
  notEnoughPlaces: "Not enough places are left for that many.",
  rsvpNotFound: "This RSVP link is not valid.",
  // The page line.
  goingLine: "{going} going · {left} places left",
  goingLineOne: "{going} going · 1 place left",
  goingUnlimited: "{going} going",
  fullLine: "Full · join the waitlist",
} as const;

export default texts;
