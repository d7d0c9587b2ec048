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
  tierUnpaid: `{tier} (paiement en attente${NB}: nous communiquerons avec vous)`,
  status: "Statut",
  submittedOn: "Soumise le {date}",
  pending: "En attente de révision",
  approved: "Publiée",
  rejected: "Non publiée",
  pendingText: "Notre équipe révise chaque proposition. Nous vous écrirons dès qu'elle sera publiée.",
  publishedText: "Votre fiche est en ligne depuis le {date}.",
  viewListing: "Voir votre fiche",
  rejectedText: "Nous n'avons pas pu publier cette proposition.",
  reason: "Motif",
  note: "Note de notre équipe",
  submitAgain: "Envoyer une nouvelle proposition",
};

export default statusMessagesFr;
