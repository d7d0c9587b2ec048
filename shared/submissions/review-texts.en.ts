// Review strings shared by the admin dashboard, the submitter's status page and the e-mails (English; the
// default locale).
import type { RejectionReason } from "./rejection-reasons-schema";

/** How each stock rejection reason reads to the submitter (and in the admin's picker). */
const texts: Record<RejectionReason, string> = {
  duplicate: "It duplicates a listing we already have.",
  outside_cities: "It is outside the cities we cover.",
  incomplete: "Some information was missing or unclear.",
  not_local: "It is not a local story, event, gem or business.",
  spam: "It was marked as spam.",
};

export default texts;
