// Review strings in Canadian French; same keys as ../en/review.ts.
import type { RejectionReason } from "./rejection-reasons-schema";

/**
 * How each stock rejection reason reads to the submitter (and in the admin's picker, and in the
 * rejection e-mail, which reads them here too). Spam never e-mails, but every reason has its words.
 */
const REJECTION_REASON_LABELS_FR: Record<RejectionReason, string> = {
  duplicate: "Elle fait double emploi avec une fiche que nous avons déjà.",
  outside_cities: "Elle vise une ville que nous ne couvrons pas.",
  incomplete: "Certains renseignements manquaient ou n'étaient pas clairs.",
  not_local: "Il ne s'agit pas d'un récit, d'un événement, d'un trésor caché ou d'un commerce local.",
  spam: "Elle a été marquée comme indésirable.",
};

export default REJECTION_REASON_LABELS_FR;
