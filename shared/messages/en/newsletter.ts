// The newsletter's confirmation and unsubscribe pages (English; the default locale).

const texts = {
  confirmIntro: "One click to confirm that you want the Local Hype newsletter.",
  confirmButton: "Confirm my subscription",
  confirming: "Confirming...",
  confirmedHeading: "You're subscribed!",
  confirmedText: "Thank you for confirming. The next newsletter will reach your inbox.",
  confirmFailedHeading: "This link does not work",
  confirmFailedText: "It may have expired or been used already. Subscribe again from the form at the bottom of any page.",
  unsubscribeIntro: "Stop receiving the Local Hype newsletter at this address?",
  unsubscribeButton: "Unsubscribe",
  unsubscribing: "Unsubscribing...",
  unsubscribedHeading: "You are unsubscribed",
  unsubscribedText: "You will not receive the newsletter any more. You can subscribe again at any time.",
  unsubscribeFailedHeading: "This link does not work",
  unsubscribeFailedText: "Open the unsubscribe link from one of our e-mails again.",
  failed: "Something went wrong. Please try again.",
  backHome: "Back to the home page",
} as const;

export default texts;
