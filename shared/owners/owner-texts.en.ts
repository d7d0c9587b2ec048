// The owner's pages, the claim form and owner refusals (English; the default locale).

const texts = {
  intro: "Keep your listing's hours, photos and details right, and see what your page got.",
  signInFirst: "Sign in to manage your listing.",
  loading: "Loading your listings…",
  none: "No listing is yours to manage yet. Find your business on Local Hype and press “Own this business? Claim it”.",
  listingsHeading: "Your listings",
  roleOwner: "Owner",
  roleManager: "Manager",
  notYours: "This listing is not yours to manage.",
  ownersOnly: "Only the listing's owners can do this.",
};
export default texts;
