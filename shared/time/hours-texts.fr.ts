// Opening-hours strings in Canadian French; same keys as ../hours.ts.
import type { hoursMessages } from "./hours-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const hoursMessagesFr: Translation<typeof hoursMessages> = {
  openNow: "Ouvert maintenant",
  closedNow: "Fermé",
  closesAt: "Ferme à {time}",
  closesTomorrowAt: "Ferme demain à {time}",
  closesOnAt: "Ferme {day} à {time}",
  opensAt: "Ouvre à {time}",
  opensTomorrowAt: "Ouvre demain à {time}",
  opensOnAt: "Ouvre {day} à {time}",
  openingHours: "Heures d'ouverture",
  closed: "Fermé",
  rangeSeparator: " à ",
  weekdays: {
    mo: "lundi",
    tu: "mardi",
    we: "mercredi",
    th: "jeudi",
    fr: "vendredi",
    sa: "samedi",
    su: "dimanche",
  },
  invalidTime: `Veuillez entrer des heures valides sur 24${NB}h.`,
  overlap: "Les plages d'un même jour ne doivent pas se chevaucher.",
  tooManyRanges: "Veuillez indiquer au plus {max} plages par jour.",
  duplicateException: "Chaque date d'exception ne peut figurer qu'une fois.",
  tooManyExceptions: "Veuillez indiquer au plus {max} dates d'exception.",
  invalidHours: "Les heures d'ouverture ne sont pas valides.",
};

export default hoursMessagesFr;
