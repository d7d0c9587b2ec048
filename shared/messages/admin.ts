// Admin strings (English). They load with the screens that show them, not with every page.
import type { SubmissionStatus } from "../schemas/submission-statuses";

export const adminMessages = {
  // Login (/login)
  loginIntro: "Sign in to review community submissions.",
  emailLabel: "Email",
  passwordLabel: "Password",
  logIn: "Log in",
  loggingIn: "Logging in...",
  loginFailedTitle: "Login failed",
  invalidCredentials: "Invalid email or password.",
  loginFailedText: "Something went wrong. Please try again.",
  // The admin gate (spec sections 6 and 8, word for word)
  accessDeniedTitle: "Access Denied",
  notLoggedIn: "Please log in to access the admin panel.",
  notAdmin: "You don't have admin permissions.",
  checkingAccess: "Checking your access…",
  // Dashboard (/admin)
  intro: "Review what the community sends in. Approved submissions are published as listings at once.",
  signedInAs: "Signed in as {email}",
  logOut: "Log out",
  loggingOut: "Logging out...",
  logOutFailed: "Could not log out. Please try again.",
  countersLabel: "Submissions by status",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  filterLabel: "Show",
  listHeading: "{status} submissions",
  noPending: "No pending submissions",
  noApproved: "No approved submissions yet",
  noRejected: "No rejected submissions yet",
  showingNewest: "Showing the newest {shown} of {total}.",
  loading: "Loading submissions…",
  view: "View",
  approve: "Approve",
  reject: "Reject",
  noPromotion: "No promotion",
  tierWithPrice: "{tier} · ${price}",
  submittedBy: "Submitted by {name}",
  submittedOn: "Submitted {date}",
  reviewedBy: "{status} by {who} on {date}",
  unknownReviewer: "a removed account",
  publishedOn: "Published {date}",
  viewListing: "Open the published listing",
  // The submission dialog
  type: "Type",
  location: "Location",
  description: "Description",
  date: "Date",
  tags: "Tags",
  image: "Image",
  imageAlt: "Image sent with “{title}”",
  promotion: "Promotion",
  submitter: "Submitter",
  status: "Status",
  close: "Close",
  // Toasts (spec section 8, word for word)
  successTitle: "Success",
  reviewSuccess: "Submission {status} successfully",
  errorTitle: "Error",
  loadFailed: "Failed to load submissions",
  updateFailed: "Failed to update submission",
  // API refusals
  submissionNotFound: "Submission not found.",
  slugConflict: "Another listing was just published at the same address. Please try again.",

} as const;

/** The one status → label map (counters, filter tabs, list entries, review history). */
export const submissionStatusLabels = {
  pending: adminMessages.pending,
  approved: adminMessages.approved,
  rejected: adminMessages.rejected,
} as const satisfies Record<SubmissionStatus, string>;
