// Submit strings in Canadian French; same keys as ../submit.ts.
import type { submitMessages } from "../submit";
import type { Translation } from "../translation";
import { NB } from "../typography";

export const submitMessagesFr: Translation<typeof submitMessages> = {
  intro:
    "Faites découvrir à votre ville un trésor caché, un récit local, un événement ou votre commerce. La publication est gratuite; la promotion est facultative.",
  aboutYouHeading: "À propos de vous",
  contentHeading: "Votre contenu",
  nameLabel: "Votre nom",
  emailLabel: "Courriel",
  titleLabel: "Titre",
  contentTypeLabel: "Type de contenu",
  contentTypePlaceholder: "Choisissez un type de contenu",
  languageLabel: "Langue de votre fiche",
  languageHint: "Écrivez en anglais ou en français; nous publierons votre fiche dans la langue choisie.",
  typeGem: "Trésor caché",
  typeStory: "Récit local",
  typeEvent: "Événement",
  typeShop: "Fiche de commerce",
  descriptionLabel: "Description",
  cityLabel: "Ville",
  cityPlaceholder: "Choisissez une ville",
  cityHint: "Tapez les premières lettres d'une ville pour y accéder directement.",
  locationLabel: "Lieu",
  locationHint: "Quartier ou adresse municipale",
  dateLabel: "Date",
  dateHint: "Obligatoire pour les événements",
  tagsLabel: "Étiquettes",
  tagsHint: "Séparez les étiquettes par des virgules (10 au maximum)",
  imageLabel: "Image",
  imageHint: `PNG, JPG ou GIF, jusqu'à 10${NB}Mo`,
  imageChosen: `Fichier choisi${NB}: {name}`,
  imageRemove: "Retirer l'image",
  requiredNote: "Les champs marqués d'un * sont obligatoires.",
  honeypotLabel: "Laissez ce champ vide",
  promotionHeading: "Faites la promotion de votre fiche (facultatif)",
  promotionNone: `Aucune promotion choisie${NB}: votre proposition est gratuite.`,
  promotionChosen: `Promotion {tier} choisie. Aucun paiement n'est perçu maintenant${NB}: nous communiquerons avec vous à ce sujet après la révision.`,
  submitFree: "Soumettre gratuitement",
  submitPay: "Soumettre et payer {price}",
  submitting: "Envoi…",
  missingTitle: "Renseignements manquants",
  missingDescription: "Veuillez remplir tous les champs obligatoires.",
  invalidTitle: "Veuillez vérifier vos renseignements",
  successTitle: "Proposition envoyée!",
  successDescription:
    "Merci! Votre proposition a bien été reçue et attend l'approbation de notre équipe. Nous vous aviserons dès qu'elle sera publiée.",
  failureTitle: "Échec de l'envoi",
  failureDescription: "Une erreur est survenue lors de l'envoi de votre contenu. Veuillez réessayer.",
  tierFeatures: {
    basic: ["Optimisation SEO de base", "Lien vers votre site Web", "Vitrine sur les réseaux sociaux"],
    pro: [
      "Optimisation SEO avancée",
      "2 annonces de nouveautés ou de lancements",
      "Article SEO sur votre commerce",
      "Candidature aux palmarès des gens d'ici",
      "Présentation et visite de votre commerce en direct",
      "Invitation à un balado",
    ],
  },
  bestValue: "LE PLUS AVANTAGEUX",
  privacyNotice: "Comment nous utilisons vos renseignements :",
};

export default submitMessagesFr;
