// Page metadata in Canadian French; same keys as ../seo.ts.
import type { seoMessages } from "./seo-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const seoMessagesFr: Translation<typeof seoMessages> = {
  country: "Canada",
  /** A results page's share image: each of the top three shops' votes. */
  shareVotes: "{count, plural, one {# vote} other {# votes}}",
  detailTitle: "{title} - {label} à {city} | {brand}",
  detailDescription: `{title} - {phrase} à découvrir à {city}, au Canada. Votre plateforme n${NB}1 pour vivre votre ville comme les gens d'ici.`,
  cityTitle: "Découvrir {city}, {province} - Histoires, événements, trésors cachés et boutiques | {brand}",
  cityDescription: `Explorez le meilleur de {city}, {province}. Histoires locales, événements à venir, trésors cachés et boutiques uniques${NB}: votre guide complet pour vivre {city} comme les gens d'ici.`,
  cityKeywords: "{city} histoires locales, {city} événements, {city} trésors cachés, {city} boutiques, que faire à {city}",
  listTitle: "{heading} dans les villes canadiennes | {brand}",
  listKeyword: "guide local",
  homeTitle: "{brand} - {tagline}",
  homeDescription: `Découvrez les histoires, événements, trésors cachés et boutiques des villes canadiennes. Votre plateforme n${NB}1 pour vivre votre ville comme les gens d'ici.`,
  homeKeywords: "guide local, Canada, histoires locales, événements, trésors cachés, boutiques locales",
  coffeeLandingTitle: "Meilleurs cafés au Canada - Votez pour votre préféré | {brand}",
  coffeeLandingDescription: "Votez pour les meilleurs cafés indépendants à {cities}. Cinq cafés d'ici par ville, classés selon vos votes.",
  coffeeLandingName: "Meilleurs cafés au Canada",
  coffeeLandingKeywords: "meilleurs cafés, Canada, cafés",
  coffeeCityKeyword: "meilleur café {city}",
  coffeeCityCafes: "cafés {city}",
  coffeeResultsTitle: `Meilleurs cafés {year} à {city}${NB}: résultats | {brand}`,
  coffeeResultsDescription: `Le classement {year} des meilleurs cafés à {city}, selon le vote des lecteurs${NB}: le gagnant et les votes de chaque café.`,
  coffeeResultsName: "Meilleurs cafés {year} à {city}",
  coffeeCityTitle: "{title} - Votez pour votre préféré | {brand}",
  coffeeCityDescription: "{blurb} Votez pour votre préféré parmi {count} cafés d'ici à {city}.",
  submitTitle: "Proposer du contenu - Partagez une histoire, un événement, un trésor caché ou un commerce | {brand}",
  submitDescription:
    "Faites découvrir à votre ville une histoire locale, un événement à venir, un trésor caché ou votre commerce. L'inscription est gratuite; la promotion est facultative.",
  submitKeywords: "inscrire un commerce local, partager une histoire locale, annoncer un événement, Canada",
  nominateTitle: "Proposer un café - Meilleurs cafés | {brand}",
  nominateDescription: "Proposez un café indépendant pour le palmarès des meilleurs cafés de votre ville. Nous examinons chaque proposition.",
  nominateKeywords: "proposer un café, meilleurs cafés, Canada",
  privacyTitle: "Politique de confidentialité | {brand}",
  privacyDescription:
    "Ce que Local Hype recueille, pourquoi, pour combien de temps et comment joindre notre responsable de la protection des renseignements personnels (LPRPDE et Loi 25).",
  privacyKeywords: "politique de confidentialité, renseignements personnels, LPRPDE, Loi 25",
  reviewsTitle: "Comment fonctionnent les avis | {brand}",
  reviewsDescription:
    "Comment Local Hype publie, retient et masque les avis des visiteurs, et pourquoi la promotion payée ne change jamais quels avis sont affichés ni leur ordre.",
  reviewsKeywords: "avis, modération, notes, Local Hype",
};

export default seoMessagesFr;
