// Claiming a listing and signing in by e-mailed link: the claim form, its answers, the link's refusals and
// the e-mails (English; the default locale).

const texts = {
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
  claimSent: "Claim sent",
  claimFailed: "Your claim was not sent",
  claimFailedText: "Please check the form and try again.",
  followIntro: "Press the button to confirm that you manage this listing and sign in.",
  followButton: "Sign in and manage my listing",
  followFailed: "You were not signed in",
  checkingLink: "Signing you in…",
  linkSubject: "Your link to manage {title} on Local Hype",
  linkIntro: "Follow this link to confirm that you manage {title} on Local Hype. It works once, for 30 minutes.",
  linkLabel: "Manage my listing",
  noticeSubject: "Someone else has claimed {title} on Local Hype",
  noticeIntro: "{name} ({role}) has asked to manage {title}, which you own on Local Hype.",
  noticeReview: "Nothing changes until our team has checked the claim: you remain an owner, and we contact the claimant ourselves.",
  linkIgnore: "If you did not ask for this, ignore this e-mail: nothing changes.",
};
export default texts;
