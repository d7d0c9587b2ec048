// City strings in Canadian French; same keys as ../city.ts.
import type { cityMessages } from "./city-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

// "à {city}" rather than "de {city}", which would need "d'" before Ottawa, Edmonton, Iqaluit…
const cityMessagesFr: Translation<typeof cityMessages> = {
  notFound: "Ville introuvable",
  notFoundText: "Nous n'avons pas encore de guide pour cette ville.",
  discover: "Découvrez {city}",
  /** The hero's count labels, by listing type. */
  counts: { story: "Récits", event: "Événements", gem: "Trésors cachés", shop: "Commerces", job: "Emplois" },
  about: "{city} en bref",
  aboutText: `{city} ({province}) compte {total}${NB}coups de cœur locaux sur Local Hype${NB}: {stories}${NB}récits, {events}${NB}événements, {gems}${NB}trésors cachés et {shops}${NB}commerces, choisis et recommandés par des gens qui connaissent bien la ville.`,
  jobsText: `Les commerces d'ici embauchent${NB}: {jobs}${NB}offres d'emploi ouvertes.`,
  follow: "Suivre les événements de {city}",
  tabsLabel: "Fiches par type",
  tabAll: "Tout",
  /** The tabs' labels and empty texts, by listing type. */
  tabs: { story: "Récits", event: "Événements", gem: "Trésors", shop: "Commerces", job: "Emplois" },
  empty: {
    story: "Aucun récit trouvé pour cette ville.",
    event: "Aucun événement trouvé pour cette ville.",
    gem: "Aucun trésor caché trouvé pour cette ville.",
    shop: "Aucun commerce trouvé pour cette ville.",
    job: "Aucune offre d'emploi ouverte dans cette ville.",
  },
  emptyAll: "Rien à afficher pour cette ville pour l'instant.",
};

export default cityMessagesFr;
