// Search strings in Canadian French; same keys as ../search.ts.
import type { searchMessages } from "./search-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

/** French quotation marks around a word, with their no-break spaces. */
const quoted = (text: string) => `«${NB}${text}${NB}»`;

const searchMessagesFr: Translation<typeof searchMessages> = {
  heading: "Recherche",
  resultsFor: "Résultats pour",
  resultsHeading: `Résultats pour ${quoted("{q}")}`,
  ballotHeading: "Au palmarès des meilleurs cafés",
  ballotPlace: `{address}, {city}${NB}: votez pour lui au palmarès de sa ville`,
  resultsIn: "à {city}",
  resultCount: "{n} résultats",
  resultCountOne: "1 résultat",
  /** More matches than were counted (SEARCH_COUNT_CAP). */
  resultCountAtLeast: "{n} résultats et plus",
  noListingsBesideBallot: `Aucun récit, événement, trésor caché ou commerce ne correspond à ${quoted("{q}")}, seulement les cafés du palmarès ci-dessus.`,
  noResults: `Aucun résultat pour ${quoted("{q}")}. Essayez un mot plus général comme ${quoted("{a}")}, ${quoted("{b}")} ou ${quoted("{c}")}, ou une autre ville.`,
  broaderWords: "café,parc,festival,musique,marché",
  /** From the results near a point (?near=) back to every result. */
  nearBack: "Retour à tous les résultats",
  enterQuery: `Indiquez ce que vous cherchez${NB}: un type d'endroit, un quartier, un événement.`,
};

export default searchMessagesFr;
