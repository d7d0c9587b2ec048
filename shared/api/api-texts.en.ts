// What the API itself says when it refuses or fails (English; the default locale). Screens keep their own
// texts for failures; these are what a client sees in the error envelope.

const texts = {
  /** Every unexpected server error answers this, whatever went wrong inside (no SQL, no secrets). */
  internal: "Something went wrong on our side. Please try again.",
  /** D1 failing anywhere (worker/db/d1-failure.ts): a 503 the client may retry. */
  unavailable: "Local Hype can't reach its data right now. Please try again in a minute.",
  notFound: "Not found",
  imageNotFound: "Image not found.",
  invalidShareImage: "This share image address is not valid.",
  crossSite: "Cross-site requests are not allowed.",
  crossSiteConnection: "Cross-site connections are not allowed.",
  webSocketOnly: "This address only accepts WebSocket connections.",
  tooManyConnections: "Too many live connections from your network.",
  invalidUnsubscribeLink: "This unsubscribe link is not valid.",
  invalidNewsletterLink: "This newsletter link is not valid.",
  nothingToFollow: "There is no such city or event to follow.",
  tooLarge: "The request is too large.",
  /** A Web Vitals beacon that does not match its schema (shared/performance/web-vitals-schema.ts). */
  invalidVitals: "This performance report is not valid.",
  /** A listing activity beacon that does not match its schema (shared/activity/activity-schema.ts). */
  invalidActivity: "This activity report is not valid: it needs a listing id and one of view, call, directions, website, save or share.",
  tooManyAttempts: "Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  /** Past the free allowance: the client must solve the bot challenge and send the request again. */
  challengeRequired: "Too many attempts from your network. Please complete the verification to continue.",
} as const;

export default texts;
