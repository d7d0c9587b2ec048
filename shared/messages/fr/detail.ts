// Detail strings in Canadian French (issue 16); same keys as ../detail.ts.
import type { detailMessages } from "../detail";
import type { Translation } from "../translation";

/** A no-break space (U+00A0). */
const NB = "\u00a0";

export const detailMessagesFr: Translation<typeof detailMessages> = {
  breadcrumb: "Fil d'Ariane",
  home: "Accueil",
  tags: "Étiquettes",
  location: "Lieu",
  shareStory: "Partager le récit",
  shareEvent: "Partager l'événement",
  shareGem: "Partager ce trésor",
  share: "Partager",
  visitWebsite: "Visiter le site web",
  exploreMore: "À découvrir aussi à {city}",
  keyHighlights: "Points saillants",
  date: "Date",
  duration: "Durée",
  durationValue: "Plusieurs jours",
  entry: "Entrée",
  entryValue: "Gratuite / payante",
  registerNow: "S'inscrire",
  addToCalendar: "Ajouter au calendrier",
  moreEvents: "Autres événements à {city}",
  whatToExpect: "À quoi s'attendre",
  rating: "Note",
  gemRating: "5,0",
  gemReviews: "(89 avis)",
  bestTime: "Meilleur moment",
  cost: "Coût",
  notListed: "Non indiqué",
  getDirections: "Itinéraire",
  moreGems: "Autres trésors",
  whyYoullLoveIt: "Pourquoi vous allez l'adorer",
  hours: "Heures d'ouverture",
  hoursFallback: `lun.-sam.${NB}: 10${NB}h-20${NB}h\ndim.${NB}: 11${NB}h-18${NB}h`,
  contact: "Coordonnées",
  address: "Adresse",
  shopRating: "4,8",
  shopReviews: "(127 avis)",
  priceRange: "$$",
  whatWeOffer: "Ce que nous offrons",
  callNow: "Appeler",
  moreShops: "Autres commerces à {city}",
  about: "À propos",
  linkCopied: "Lien copié",
  linkCopiedText: "Collez-le où vous voulez pour le partager.",
  shareFailed: "Partage impossible",
  shareFailedText: "Copiez l'adresse affichée dans la barre d'adresse de votre navigateur.",
  opensInNewTab: "(s'ouvre dans un nouvel onglet)",
};

export default detailMessagesFr;
