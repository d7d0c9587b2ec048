// Feed strings in Canadian French; same keys as ../feeds.ts.
import type { feedMessages } from "./feeds-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

// {heading} is a list page's heading lowercased; the French ones ("récits locaux", "commerces locaux"…) are all
// masculine plural, which "nouveaux" and "Les plus récents" agree with.
const feedMessagesFr: Translation<typeof feedMessages> = {
  eventsCalendar: "Événements Local Hype",
  cityEventsCalendar: "Événements Local Hype à {city}",
  typeFeed: `Local Hype${NB}: nouveaux {heading}`,
  typeFeedDescription: "Les plus récents {heading} sur Local Hype, dans toutes les villes.",
  cityFeed: `Local Hype${NB}: nouveautés à {city}`,
  cityFeedDescription: "Les plus récents récits, événements, trésors cachés et commerces à {city} sur Local Hype.",
  subscribe: "S'abonner",
  calendarLabel: "Calendrier des événements",
  calendarHint: "S'ouvre dans votre application de calendrier et reste à jour.",
  icsLink: "Télécharger le .ics",
  atomLabel: "Fil d'actualités (Atom)",
  atomHint: `Pour les agrégateurs${NB}: les nouvelles fiches dès leur publication.`,
};

export default feedMessagesFr;
