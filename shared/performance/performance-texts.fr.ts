// Strings of the admin Performance tab in Canadian French; same keys as ../performance.ts.
import type { performanceMessages } from "./performance-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const performanceMessagesFr: Translation<typeof performanceMessages> = {
  tab: "Performance",
  heading: "Performance",
  intro: `Ce que vivent les vrais visiteurs${NB}: un dixième des pages vues, tirées au hasard (jamais celles des visiteurs qui refusent le suivi), transmettent ces mesures. Chaque valeur est le 75e centile${NB}: trois pages vues sur quatre ont été au moins aussi rapides.`,
  periodLabel: "Période",
  period7: "7 derniers jours",
  period28: "28 derniers jours",
  tableCaption: "75e centile par page et par langue, {days} jours",
  routeColumn: "Page",
  languageColumn: "Langue",
  viewsColumn: "Pages vues",
  LCP: "Affichage du plus grand élément (LCP)",
  INP: "Interaction jusqu’au prochain affichage (INP)",
  CLS: "Décalage cumulatif de la mise en page (CLS)",
  TTFB: "Délai avant le premier octet (TTFB)",
  milliseconds: `{value}${NB}ms`,
  seconds: `{value}${NB}s`,
  good: "Bon",
  needsImprovement: "À améliorer",
  poor: "Mauvais",
  noFigure: "Aucune donnée",
  over: "plus de {value}",
  thresholds: `Bon au 75e centile${NB}: LCP ≤ 2,5${NB}s, INP ≤ 200${NB}ms, CLS ≤ 0,1, TTFB ≤ 0,8${NB}s.`,
  empty: "Aucune mesure pour cette période.",
  notFoundRoute: "Page introuvable (404)",
};

export default performanceMessagesFr;
