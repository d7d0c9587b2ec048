// Claiming a listing and signing in by e-mailed link: the claim form, its answers, the link's refusals and
// the e-mails (English; the default locale).

const texts = {
  claimLink: "Own this business? Claim it",
  claimLinkOrganizer: "Organizing this event? Claim it",
  claimHeading: "Claim {title}",
  claimIntro: "Claiming is free and never tied to paying for a promotion.",
  nameLabel: "Your name",
  emailLabel: "Email",
  emailHint: "An address at the business's website domain is verified at once.",
  roleLabel: "Your role at the business",
  phoneLabel: "Phone (optional)",
  noteLabel: "Note for our team (optional)",
  submitClaim: "Claim this listing",
  claimLinkSent: "Check your inbox: we sent a link to {email}. It works for 30 minutes.",
  claimQueued: "Thank you: our team will look at your claim and write to {email}.",
  listingGone: "This listing cannot be claimed.",
  linkInvalid: "This link is not valid or has already been used.",
  linkExpired: "This link has expired. Claim the listing again or ask for a new sign-in link.",
  checkingLink: "Signing you in…",
  linkSubject: "Your link to manage {title} on Local Hype",
  linkIntro: "Follow this link to confirm that you manage {title} on Local Hype. It works once, for 30 minutes.",
  linkLabel: "Manage my listing",
  linkIgnore: "If you did not ask for this, ignore this e-mail: nothing changes.",
};
export default texts;
