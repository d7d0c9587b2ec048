// Home strings in Canadian French; same keys as ../home.ts.
import type { homeMessages } from "./home-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const homeMessagesFr: Translation<typeof homeMessages> = {
  heroHeading: "Découvrez ce qui bouge dans votre ville",
  heroIntro: "Récits locaux, événements, trésors cachés et boutiques indépendantes d'un bout à l'autre du Canada, choisis par des gens qui y vivent.",
  businessLabel: "Que cherchez-vous?",
  businessPlaceholder: "Cafés, spas, librairies…",
  cityLabel: "Ville",
  cityPlaceholder: "Toutes les villes",
  searchButton: "Rechercher",
  suggestionsLabel: "Suggestions",
  featured: "En vedette",
  viewAll: "Tout voir",
  trending: "Tendances du moment",
  near: "Près de {city}",
  useMyLocation: "Utiliser ma position",
  locationUnavailable: `Position non disponible${NB}: {reason}`,
  geolocationUnsupported: "La géolocalisation n'est pas prise en charge par votre navigateur",
  locationDenied: "L'accès à votre position a été refusé",
  locationFailed: "Votre position n'a pas pu être déterminée",
  locationTimeout: "La recherche de votre position a pris trop de temps",
  seeAllStories: "Voir tous les récits",
  bestOf: "Les palmarès",
  bestOfIntro: "Les adresses préférées des gens d'ici, classées par les votes de la communauté.",
  bestCoffee: "Meilleurs cafés",
  bestCoffeeText: "Votez pour votre café préféré dans cinq villes.",
  bestRestaurants: "Meilleurs restaurants",
  bestRestaurantsText: "Là où les gens d'ici mangent vraiment, ville par ville.",
  bestLocalShops: "Meilleurs commerces locaux",
  bestLocalShopsText: "Des commerces indépendants qui valent le détour.",
  exploreCities: "Explorer par ville",
  /** The home tile of each listing type, under its list's heading. */
  typeTiles: {
    story: "L'actualité locale et les gens qui la font",
    event: "Festivals, marchés et spectacles",
    gem: "Des lieux que seuls les gens d'ici connaissent",
    shop: "Commerces indépendants",
    job: "Les commerces d'ici embauchent",
  },
  exploreCategories: "Explorer par catégorie",
  creators: "Guides urbains de créateurs d'ici",
  creatorsIntro: "De courtes vidéos signées par des gens qui connaissent leur ville mieux que quiconque.",
  playVideo: `Lire la vidéo${NB}: {title}`,
  videoBy: "par {creator}",
  watchOnYouTube: "Regarder sur YouTube",
  submitHeading: "Vous avez un récit local ou un commerce à faire connaître?",
  submitText: "Soumettez-le gratuitement, ou faites-en la promotion pour joindre plus de gens d'ici.",
  submitCta: "Soumettez votre contenu",
};

export default homeMessagesFr;
