// The submitter's private status page (English; the default locale).

const texts = {
  intro: "This private page shows where your submission stands. Keep the link to yourself.",
  loading: "Loading your submission…",
  notFoundHeading: "Submission not found",
  notFoundText:
    "This status link is not valid or has expired. Check that you opened the full link from your receipt e-mail.",
  title: "Title",
  type: "Type",
  city: "City",
  tier: "Promotion",
  noPromotion: "None",
  tierPaid: "{tier} (paid)",
  tierUnpaid: "{tier} (payment pending: we will contact you)",
  status: "Status",
  submittedOn: "Submitted {date}",
  pending: "Pending review",
  approved: "Published",
  rejected: "Not published",
  pendingText: "Our team reviews every submission. We will e-mail you once it is published.",
  publishedText: "Your listing is live since {date}.",
  viewListing: "See your listing",
  rejectedText: "We could not publish this submission.",
  reason: "Reason",
  note: "Note from our team",
  submitAgain: "Send a new submission",
} as const;

export default texts;
