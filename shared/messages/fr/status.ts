// The submitter's private status page in Canadian French; same keys as ../status.ts.
import type { statusMessages } from "../status";
import type { Translation } from "../translation";
import { NB } from "../typography";

export const statusMessagesFr: Translation<typeof statusMessages> = {
  intro: "Cette page privée indique où en est votre proposition. Gardez le lien pour vous.",
  loading: "Chargement de votre proposition…",
  notFoundHeading: "Proposition introuvable",
  notFoundText:
    "Ce lien de suivi n'est pas valide ou a expiré. Vérifiez que vous avez bien ouvert le lien complet de votre courriel d'accusé de réception.",
  title: "Titre",
  type: "Type",
  city: "Ville",
  tier: "Promotion",
  noPromotion: "Aucune",
  tierPaid: "{tier} (payée)",
  tierUnpaid: "{tier} (pas encore payée)",
  tierRefunded: "{tier} (remboursée)",
  payment: "Paiement",
  paymentPaid: "Payé",
  paymentRefunded: "Remboursé",
  paymentOpen: "Pas encore payé",
  promotedUntil: "En vedette jusqu'au {date}",
  awaitingPaymentText:
    "Votre proposition sera révisée une fois sa promotion payée. Vous pouvez aussi renoncer à la promotion et l'envoyer en révision gratuitement.",
  checkoutCancelled: `Paiement annulé${NB}: aucun montant n'a été prélevé.`,
  checkoutConfirming: "Merci! Nous confirmons votre paiement…",
  payNow: "Payer maintenant",
  continueFree: "Continuer gratuitement",
  paymentsUnavailable: "Les paiements ne sont pas disponibles pour le moment. Veuillez réessayer plus tard.",
  testCheckoutTitle: "Paiement d'essai",
  testCheckoutMode: "Mode test — aucun argent n'est prélevé",
  testCheckoutIntro:
    `Aucune clé Stripe n'est configurée${NB}: cette page remplace Stripe Checkout. Payer ici confirme le paiement comme le ferait Stripe.`,
  testCheckoutTier: "Promotion {tier}",
  testCheckoutFor: `Pour «${NB}{title}${NB}»`,
  testCheckoutAmount: "Montant",
  testCheckoutPay: "Payer {amount}",
  testCheckoutCancel: "Annuler",
  testCheckoutGone: "Ce paiement d'essai n'est plus ouvert.",
  status: "Statut",
  submittedOn: "Soumise le {date}",
  pending: "En attente de révision",
  approved: "Publiée",
  rejected: "Non publiée",
  awaiting_payment: "En attente de paiement",
  pendingText: "Notre équipe révise chaque proposition. Nous vous écrirons dès qu'elle sera publiée.",
  publishedText: "Votre fiche est en ligne depuis le {date}.",
  viewListing: "Voir votre fiche",
  rejectedText: "Nous n'avons pas pu publier cette proposition.",
  reason: `Motif${NB}:`,
  note: "Note de notre équipe",
  submitAgain: "Envoyer une nouvelle proposition",
};

export default statusMessagesFr;
