// The privacy page (/privacy): what Local Hype collects, why, how long, and whom to write to (English;
// the default locale). The periods are parameters filled from shared/privacy/retention.ts.

const texts = {
  heading: "Privacy Policy",
  updated: "Last updated: November 29, 2026",
  intro:
    "Local Hype is a city guide. We collect as little personal information as our features need, keep it only as long as they need it, and never sell it. This page explains what we collect, why, for how long, and what you can ask of us, under Canada's PIPEDA and, for Québec residents, Québec's Law 25.",
  collectHeading: "What we collect and why",
  submitHeading: "When you submit a listing",
  submitText:
    "Your name and e-mail address, so we can send your receipt and tell you our decision, and the content and photo you send, to publish it if approved. Photos are stored without their hidden metadata (such as the GPS position a phone records).",
  goingHeading: "When you say you're going to an event",
  goingText:
    "Your name, e-mail address, the number of places and your answer to the organizer's question, if there is one: to hold your places, send your confirmation with its private link, and tell you when a place opens up for you. The organizer sees your name, places, when you said you're going and your answer (on screen and as a CSV file), never your e-mail address.",
  followHeading: "When you follow a city, a venue or an organizer",
  followText:
    "Your e-mail address, what you follow, the language of the page, when you confirmed and which weeks' roundups we sent, so we can e-mail you new events once a week and prove your consent. An organizer you follow is known to us by an identifier, never shown; they do not learn who follows them.",
  newsletterHeading: "When you subscribe to the newsletter",
  newsletterText:
    "Your e-mail address, the language and city you chose, when you confirmed and which weeks' digests we sent, so we can send what you asked for, never twice a week, and prove your consent as Canada's anti-spam law requires.",
  votingHeading: "When you vote for a coffee shop",
  votingText:
    "A random identifier stored in a cookie on your device and the shops it voted for, so each browser votes once per shop. It does not identify you.",
  choicesHeading: "When you choose a city or language",
  choicesText:
    "Your city and language, in two cookies on your device, so the site opens with them on your next visit. They hold only the choice itself and are never stored by us.",
  savedHeading: "When you save places",
  savedText:
    "The places you save, and copies of the pages you opened so they work offline, stay in your browser on your device. We never receive your list; a link you share holds only the places' numbers.",
  nearHeading: "When you tap “Near me”",
  nearText:
    "Only then does your browser ask for your position, and only if you allow it. It is rounded to about 100 metres before it leaves your device, used once to sort the list by distance, and never stored, logged or put in a page's address. Without a tap, nothing asks where you are.",
  securityHeading: "To keep the site safe",
  securityText:
    "A one-way hash of your network address, to limit repeated submissions, sign-ups and votes from one network. We never store the address itself.",
  measureHeading: "To measure how fast pages load",
  measureText:
    "On one page view in ten, your browser reports how quickly that page loaded and responded (the Web Vitals), with only the kind of page and its language: no address, no identifier, no cookie. Browsers that send Do Not Track or Global Privacy Control report nothing. We keep daily counts only, for {days, plural, one {# day} other {# days}}.",
  activityHeading: "When you open a listing's page",
  activityText:
    "How many times each listing's page was viewed and its “Call Now”, “Get Directions”, “Visit Website”, Save and Share buttons were used, counted per listing and day, so its business can see what the page brought. The counts hold no personal information: no address, no identifier, no cookie. To count each visitor once a day, we keep a one-way hash of your network, browser, the listing and the action, made with a random key that changes every day; both are deleted when the day is over.",
  ownerHeading: "When you claim or manage a business's listing",
  ownerText:
    "Your name, e-mail address, role at the business and, if you give them, a phone number and a note, so we can check the claim and tell you the outcome; if it is verified, your e-mail address for signing in, and a record of the changes you make to the listing.",
  reviewHeading: "When you write a review or a tip",
  reviewText:
    "Your e-mail address, so we can send the link that publishes your review and lets you edit or delete it, and tell you when it is hidden or its place's owner replies; it is never shown. The review itself (stars, text, month of your visit, display name, language, and the photos you add, stored without their hidden metadata) is public once published; deleting it deletes its photos. We keep a one-way hash of a random key your browser stores, so each browser reviews a place once.",
  staffHeading: "When you work on our staff",
  staffText:
    "Your e-mail address and role, the browsers you are signed in on (their name and when they were last used), the public keys of your passkeys, and a log of what you do as staff, so we can account for every decision. A failed sign-in is logged with the address typed.",
  keepHeading: "How long we keep it",
  keepSubmitter:
    "Your name and e-mail on a submission: {days, plural, one {# day} other {# days}} after our decision, then erased. A published listing's content stays.",
  keepNewsletter:
    "Your newsletter address: while you are subscribed, then deleted {days, plural, one {# day} other {# days}} after you unsubscribe (or after a confirmation e-mail that was never answered).",
  keepReviews:
    "Your e-mail on a review or tip: never shown, kept while the review is on the site (the link we e-mailed you deletes both); a review whose link was never followed is deleted after {days, plural, one {# day} other {# days}}.",
  keepFollow:
    "What you follow: until you unsubscribe, then deleted {days, plural, one {# day} other {# days}} after (or after a confirmation e-mail that was never answered).",
  keepRsvp:
    "Your RSVP to an event (name, e-mail, places, answer, when you were checked in at the door): {days, plural, one {# day} other {# days}} after the event, then erased.",
  keepEmails: "Records of the e-mails we sent you: {days, plural, one {# day} other {# days}}.",
  keepNetwork: "Network hashes: no longer than {hours} hours.",
  keepActivity: "Visit hashes and their daily key: until the day is over (the daily counts, which hold no personal information, stay).",
  keepClaim:
    "Your details on a claim: {days, plural, one {# day} other {# days}} after the claim, then erased (a claim still waiting for our team keeps them until it is decided). The note on a change you ask our team to make: the same time after our decision. An owner's sign-in address stays while they manage a listing. A sign-in link or an invitation to manage a listing (the address it was sent to): a day after it stops working, then deleted.",
  keepAudit: "The staff log: {days, plural, one {# day} other {# days}}, then deleted.",
  shareHeading: "Who else sees it",
  shareText:
    "Nobody buys or receives your information. Our site runs on Cloudflare, which hosts it and delivers our e-mails on our behalf. Admins who review submissions see submitters' names and e-mails; moderators who check claims see the claimant's details.",
  rightsHeading: "Your rights",
  rightsText:
    "You can ask to see the information we hold about you, to correct it, or to erase it, and you can withdraw your consent to the newsletter at any time with the link in every e-mail. We answer within 30 days. For a submission, its private status page lets you download your data or erase it yourself, at once; if you manage a listing, your page for it (“Your business”) lets you download your data; the link we e-mailed you for a review lets you download every review and tip from your address, with the replies they received.",
  contactHeading: "Contact us",
  contactText: "Write to our privacy officer at {email}.",
} as const;

export default texts;
