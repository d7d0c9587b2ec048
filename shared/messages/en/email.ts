// E-mail texts (English; the default locale), composed by worker/features/notifications/email-templates.ts,
// which renders each e-mail in its recipient's locale. Each e-mail is plain text plus simple HTML built
// from the same lines.

const texts = {
  /** No name: the submitter wrote it and nobody verified the address, so it never reaches an inbox. */
  greeting: "Hello,",
  /** A link in the plain-text part: its label, then the address. */
  linkLine: "{label}: {href}",
  signOff: "The Local Hype team",
  receiptSubject: "We received “{title}”",
  receiptIntro: "Thank you for sending “{title}” to Local Hype. It is pending review; we will e-mail you once it is published.",
  receiptLinkIntro: "Follow its status on this private page (anyone with the link can see it, so keep it to yourself):",
  receiptLinkLabel: "Check your submission's status",
  receiptDetails: "Type: {type} · City: {city} · Promotion: {tier}",
  approvedSubject: "Your listing is live: “{title}”",
  approvedIntro: "Good news: “{title}” has been approved and your listing is live on Local Hype.",
  approvedLinkLabel: "See your listing",
  rejectedSubject: "About your submission “{title}”",
  rejectedIntro: "Thank you for sending “{title}”. We are sorry, but we could not publish it.",
  rejectedReason: "Reason: {reason}",
  rejectedNote: "Note from our team: {note}",
  rejectedAgain: "You are welcome to send a corrected submission:",
  rejectedAgainLabel: "Submit again",
  confirmSubject: "Confirm your Local Hype newsletter subscription",
  confirmIntro: "Please confirm that you want to receive the Local Hype newsletter at this address.",
  confirmLinkLabel: "Yes, subscribe me",
  confirmIgnore: "If you did not ask for it, ignore this e-mail: you will not be subscribed.",
  unsubscribeLine: "Do not want these e-mails?",
  unsubscribeLabel: "Unsubscribe",
  paymentSubject: "Payment received — {amount}",
  paymentIntro: "We received your payment of {amount} for the {tier} promotion of “{title}”. It is now in our review queue.",
  paymentPromotion: "Once it is published, it is promoted for {days} days. If we cannot publish it, we refund you in full.",
  rejectedRefunded: "We have refunded your payment of {amount} in full; it reaches your card within a few business days.",
  digestSubject: "This week in {city}",
  digestSubjectAllCities: "This week on Local Hype",
  nominationReceiptSubject: "We received your nomination of “{shop}”",
  nominationReceiptIntro:
    "Thank you for nominating “{shop}” ({city}) for Best Coffee Shops. We review every nomination and will e-mail you our decision.",
  nominationAcceptedSubject: "“{shop}” is on the Best Coffee Shops ballot",
  nominationAcceptedIntro: "Good news: “{shop}” is on the {city} ballot for Best Coffee Shops {year}.",
  nominationAcceptedLater: "Voting for {year} has not opened yet; we will add it to the ballot when it does.",
  nominationAcceptedLinkLabel: "See the {city} ballot",
  nominationDeclinedSubject: "About your nomination of “{shop}”",
  nominationDeclinedIntro: "Thank you for nominating “{shop}”. We are sorry, but we could not add it to the {city} ballot.",
  digestIntro: "What is new in {city} this week, and what is on in the next 10 days.",
  digestIntroAllCities: "What is new across Canada this week, and what is on in the next 10 days.",
  digestNewHeading: "New this week",
  digestUpcomingHeading: "Coming up in the next 10 days",
  digestEventLabel: "{title} · {date}",
  digestMore: "See more of {city} on Local Hype",
  digestMoreAllCities: "See more on Local Hype",
  preferencesLine: "Change your city or language, or pause the weekly digest:",
  preferencesLabel: "Newsletter preferences",
  /** The receipt's "Promotion" when none was chosen (the paid tiers are named by their brand names). */
  noPromotion: "None",
};

export default texts;
