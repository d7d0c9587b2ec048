// Voting strings in Canadian French; same keys as ../voting.ts.
import type { Translation } from "../translation";
import type { votingMessages } from "../voting";
import { NB } from "../typography";

const votingMessagesFr: Translation<typeof votingMessages> = {
  // Best Coffee Shops landing
  landingHeading: "Meilleurs cafés",
  landingIntro: "Votez pour vos cafés indépendants préférés dans cinq villes canadiennes. Cinq cafés d'ici par ville, classés selon vos votes.",
  citiesLabel: "Villes du palmarès des cafés",
  shopCount: "{count} cafés",
  voteNow: "Voter",
  voteNowIn: "à {city}",
  howItWorksHeading: "Comment fonctionne le vote",
  step1Title: "Choisissez une ville",
  step1Text: "Choisissez une ville que vous connaissez et découvrez ses cinq cafés finalistes.",
  step2Title: "Touchez le cœur",
  step2Text: "Votez pour chaque café que vous aimez. Chaque café reçoit un seul vote par navigateur.",
  step3Title: "Voyez qui mène",
  step3Text: `Triez par «${NB}Plus de votes${NB}» pour voir quel café arrive en tête dans votre ville.`,
  ownShopHeading: "Vous tenez un café?",
  ownShopText: `Parlez-nous de votre café${NB}: il pourrait figurer au prochain palmarès des meilleures adresses locales.`,
  ownShopAction: "Soumettez votre café",
  nominateShop: "Proposer un café",
  // City voting pages
  totalVotes: "{count} votes au total",
  countingVotes: "Décompte des votes…",
  shopsCount: "{count} cafés",
  sortLabel: "Trier les cafés",
  sortMostVoted: "Plus de votes",
  sortAlphabetical: "Ordre alphabétique",
  loadingShops: "Chargement des cafés et des votes…",
  voteFor: "Voter pour {shop}",
  votesSuffix: "votes",
  voteCountAnnouncement: "{shop} compte maintenant {count} votes.",
  reviewsBadge: "Plus de {count} avis",
  viewOnMaps: "Voir dans Google Maps",
  opensInNewTab: "{shop}, s'ouvre dans un nouvel onglet",
  offlineNotice: `Impossible de joindre le serveur${NB}: voici les votes enregistrés dans ce navigateur.`,
  // Toasts (spec section 8, word for word)
  thanksTitle: "Merci d'avoir voté! ❤️",
  thanksTitleMontreal: "Merci d'avoir voté! ❤️",
  thanksText: "Votre vote a été comptabilisé.",
  alreadyVotedTitle: "Vous avez déjà voté!",
  alreadyVotedText: "Vous avez déjà voté pour ce café.",
  notSentTitle: "Vote non envoyé",
  notSentText: "Impossible de joindre le serveur. Votre vote est enregistré dans ce navigateur et sera envoyé dès que la page pourra nous joindre.",
  failedTitle: "Vote non comptabilisé",
  failedText: "Un problème est survenu. Veuillez réessayer.",
  // Saisons (dates formulées par le Worker dans la langue de la page)
  votingClosesOn: "Le vote se termine le {date}",
  votingClosed: "Le vote est fermé",
  votingReopensOn: "Le vote reprend le {date}",
  startingCountsNote: "Les votes de cette saison comprennent un compte de départ de 50 à 199 votes par café, attribué au lancement du palmarès.",
  // API refusals
  votingClosedRefusal: "Le vote est fermé.",
  unknownCity: "Cette ville ne fait pas partie du palmarès des cafés.",
  unknownShop: "Café inconnu.",
};

export default votingMessagesFr;
