// How the admin dashboard names e-mail kinds, in Canadian French; same keys as ../en/email-kinds.ts.
import type { EmailKind } from "./email-outbox-schema";

const EMAIL_KIND_LABELS_FR: Record<EmailKind, string> = {
  receipt: "Accusé de réception",
  approved: "Fiche en ligne",
  rejected: "Non publiée",
  newsletter_confirm: "Confirmation d'infolettre",
  payment_received: "Paiement reçu",
  digest: "Infolettre de la semaine",
  digest_test: "Infolettre de la semaine (essai)",
  nomination_receipt: "Proposition reçue",
  nomination_accepted: "Proposition acceptée",
  nomination_declined: "Proposition refusée",
  invitation: "Invitation à l'équipe",
  owner_link: "Lien du propriétaire",
  claim_notice: "Avis de revendication aux propriétaires",
  claim_refused: "Revendication refusée",
  change_decided: "Demande de modification traitée",
  review_link: "Lien d'avis",
  review_hidden: "Avis masqué",
  review_reply: "Réponse d'un propriétaire à un avis",
  rsvp_confirmation: "Confirmation d'inscription",
  rsvp_promoted: "Inscription sortie de la liste d'attente",
  rsvp_reminder: "Rappel d'inscription",
  rsvp_reminder_soon: "Rappel d'inscription (2 heures avant)",
  rsvp_changed: "Événement modifié (aux personnes inscrites)",
  rsvp_cancelled: "Événement annulé (aux personnes inscrites)",
  rsvp_message: "Message de l'organisation (aux personnes inscrites)",
  follow_confirm: "Confirmation d'un suivi",
  follow_roundup: "Résumé hebdomadaire des suivis",
};

export default EMAIL_KIND_LABELS_FR;
