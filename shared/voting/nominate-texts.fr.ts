// Nomination form strings in Canadian French; same keys as ../nominate.ts.
import type { nominateMessages } from "./nominate-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const nominateMessagesFr: Translation<typeof nominateMessages> = {
  heading: "Proposer un café",
  intro:
    "Vous connaissez un café indépendant qui mérite sa place au palmarès des meilleurs cafés? Vous en tenez un? Parlez-nous-en. Nous examinons chaque proposition et vous écrivons notre réponse par courriel.",
  shopNameLabel: "Nom du café",
  addressLabel: "Adresse",
  addressHint: `Numéro et rue, p.${NB}ex. 123, rue Saint-Denis`,
  cityLabel: "Ville",
  cityPlaceholder: "Choisissez une ville",
  websiteLabel: "Site web",
  websiteHint: `Facultatif, p.${NB}ex. exemple.ca`,
  reasonLabel: "Pourquoi il mérite sa place",
  reasonHint: `Ce qui le distingue${NB}: le café, l'équipe, le lieu…`,
  emailLabel: "Votre courriel",
  emailHint: "Nous vous envoyons un accusé de réception et notre décision, rien d'autre.",
  requiredNote: "Les champs marqués d'un * sont obligatoires.",
  submit: "Envoyer la proposition",
  sending: "Envoi…",
  invalidTitle: "Veuillez vérifier votre proposition",
  successTitle: "Proposition reçue!",
  successText: `Merci! Nous examinerons votre proposition «${NB}{shop}${NB}» et vous écrirons notre décision par courriel.`,
  another: "Proposer un autre café",
  failureTitle: "Proposition non envoyée",
  failureText: "Une erreur s'est produite. Veuillez réessayer.",
  backToBallot: "Retour aux meilleurs cafés",
};

export default nominateMessagesFr;
