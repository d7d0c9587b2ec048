// The words of a listing type's own fields in Canadian French; same keys as ./type-fields-texts.en.ts.
import type { typeFieldsMessages } from "./type-fields-texts";
import type { Translation } from "../i18n/translation";

const typeFieldsMessagesFr: Translation<typeof typeFieldsMessages> = {
  jobHeading: "Le poste",
  employerLabel: "Employeur",
  workHoursLabel: "Horaire",
  payMinLabel: "Salaire à partir de (CAD)",
  payMaxLabel: "Salaire jusqu'à (CAD)",
  payMaxHint: "Facultatif, pour une fourchette",
  payUnitLabel: "Salaire par",
  payUnitHour: "Heure",
  payUnitYear: "Année",
  workHoursHint: "p. ex. Temps plein, 40 heures par semaine",
  applyUrlLabel: "Lien pour postuler",
  applyEmailLabel: "Postuler par courriel",
  applyHint: "Un lien, une adresse courriel ou les deux",
  closingDateLabel: "Date limite",
};

export default typeFieldsMessagesFr;
