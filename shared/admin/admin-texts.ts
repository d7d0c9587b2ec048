// Admin strings: the facade over its texts in each language (shared/messages/en/ and fr/, module `admin`),
// answering in the active locale; a page gets them with its screen's text bundles (web/app/route-modules.ts).
import { localized } from "../i18n/localized";
import type { SubmissionStatus } from "../submissions/submission-statuses-schema";

export const adminMessages = localized<typeof import("./admin-texts.en").default>("admin");

/** The one status → label map (counters, filter tabs, list entries, review history). */
export const submissionStatusLabels = {
  // Getters: read in the active locale when shown, not once when the module loads.
  get pending() {
    return adminMessages.pending;
  },
  get approved() {
    return adminMessages.approved;
  },
  get rejected() {
    return adminMessages.rejected;
  },
  get awaiting_payment() {
    return adminMessages.awaitingPayment;
  },
} satisfies Record<SubmissionStatus, string>;
