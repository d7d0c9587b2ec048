// The procedures anyone may call, in two kinds: the public content (the same answer for everyone, so it
// may be cached: security-headers.test.ts checks every other answer is no-store) and the personal ones
// anyone can reach with a link, a form or a sign-in (people.test.ts checks every procedure is one of these
// or has a required role). A new procedure is personal and staff-only until it is listed here on purpose.
export const PUBLIC_CONTENT = new Set([
  "health.check",
  "listings.home",
  "listings.list",
  "listings.get",
  "listings.city",
  "listings.search",
  "listings.saved",
  "listings.categories",
  "ballots.cities",
  "ballots.choices",
  "ballots.city",
  "awards.results",
  "awards.winners",
  "votes.tally",
  "votes.cast",
  "nominations.create",
  "submissions.create",
  "newsletter.subscribe",
]);

export const CALLABLE_BY_ANYONE = new Set([
  ...PUBLIC_CONTENT,
  "submissions.payNow",
  "submissions.continueFree",
  "submissions.myData",
  "submissions.erase",
  "submissions.resubmission",
  "submissions.status",
  "submissions.receipt",
  "going.summary",
  "going.rsvp",
  "going.mine",
  "going.changePlaces",
  "going.cancel",
  "going.submitterSettings",
  "going.saveSubmitterSettings",
  "newsletter.confirm",
  "newsletter.unsubscribe",
  "newsletter.preferences",
  "newsletter.savePreferences",
  "auth.login",
  "auth.logout",
  "auth.me",
  "challenge.create",
  "invitations.check",
  "invitations.accept",
  "invitations.passkeyOptions",
  "invitations.acceptWithPasskey",
  "passkeys.authenticationOptions",
  "passkeys.signIn",
  "claims.listing",
  "claims.create",
  "claims.checkWebsite",
  "claims.askTeam",
  "claims.follow",
  "owners.sendSignInLink",
]);

/**
 * What a signed-in person does with the listings they own or manage: anyone may sign in, so these need no
 * staff role, and each checks on the server that the listing it names is the caller's
 * (worker/features/owners/owner-access.ts). owners.test.ts proves each refuses strangers.
 */
export const OWNER_PROCEDURES = new Set([
  "owners.mine",
  "owners.listing",
  "owners.update",
  "owners.requestChange",
  "owners.answerHoliday",
  "owners.performance",
  "owners.inviteManager",
  "owners.removeManager",
  "owners.myData",
  "owners.addPhoto",
  "owners.removePhoto",
  "owners.reorderPhotos",
  "owners.setCover",
  "owners.payments",
  "owners.buyPromotion",
  "owners.receipt",
]);
