// Listing strings in Canadian French; same keys as ../listing.ts.
import { NB } from "../i18n/typography";
import type { listingMessages } from "./listing-texts";
import type { Translation } from "../i18n/translation";

const listingMessagesFr: Translation<typeof listingMessages> = {
  cityFilter: "{city} seulement",
  allCities: "Toutes les villes",
  filterLabel: "Filtrer par ville",
  empty: "Rien ici pour l'instant. Essayez une autre ville.",
  emptyAllCities: "Rien ici pour l'instant.",
  nextInCity: "Prochain événement à {city}\u00a0: {title}, {date}",
  nextAnywhere: "Prochain événement\u00a0: {title} à {city}, {date}",
  categoryActive: `Catégorie${NB}: {category}`,
  categoryClear: "Toutes les catégories",
  areaLabel: "Quartier",
  areaAll: "Tous les quartiers",
  // A job posting's employer, as its page names it (the forms' labels are the submit texts', which load
  // with the form).
  employer: "Employeur",
  promoted: "Commandité",
  pagesLabel: "Plus de fiches",
  loadMore: "Afficher plus",
  loadingMore: "Chargement…",
  previousPage: "Page précédente",
  showing: "Affichage de {shown} sur {total}",
  showingAtLeast: "Affichage de {shown} sur {total} et plus",
  whenLabel: "Événements par date",
  whenUpcoming: "À venir",
  whenToday: "Aujourd'hui",
  whenWeekend: "Cette fin de semaine",
  whenWeek: "7 prochains jours",
  whenMonth: "30 prochains jours",
  whenPast: "Événements passés",
  repeatDaily: "Chaque jour",
  repeatWeekly: "Chaque {days}",
  repeatMonthlyDay: "Chaque mois le {day}",
  repeatMonthlyNth: "Chaque mois le {nth} {weekday}",
  repeatYearly: "Chaque année en {month}",
  repeatUntil: "{repeat}, jusqu'au {date}",
  nthLast: "dernier",
  nthOne: "{n}er",
  nthTwo: "{n}e",
  nthFew: "{n}e",
  nthOther: "{n}e",
  dayOne: "{n}er",
  dayTwo: "{n}",
  dayFew: "{n}",
  dayOther: "{n}",
};

export default listingMessagesFr;
