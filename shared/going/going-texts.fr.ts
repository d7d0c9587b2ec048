// « J'y vais » : l'inscription à un événement, ses réglages et sa ligne sur la page (français canadien).
import type { goingMessages } from "./going-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const texts: Translation<typeof goingMessages> = {
  settingsHeading: "J'y vais (inscriptions)",
  settingsIntro: "Permettez aux gens de dire qu'ils y vont, avec un nombre de places et une liste d'attente.",
  enabledLabel: "Prendre les inscriptions sur la page de l'événement",
  capacityLabel: "Places (vide pour aucune limite)",
  maxPlacesLabel: "Places au plus par personne",
  questionLabel: "Une question pour chaque personne (facultatif)",
  closesAtLabel: "Fin des inscriptions (heure locale de l'événement, facultatif)",
  saveSettings: "Enregistrer les réglages",
  settingsSaved: "Réglages des inscriptions enregistrés.",
  notAnEvent: "Seul un événement publié peut prendre des inscriptions.",
  formHeading: "J'y vais",
  nameLabel: "Votre nom",
  emailLabel: "Courriel",
  placesLabel: "Places",
  occurrenceLabel: "Date",
  answerLabel: "Votre réponse",
  send: "J'y vais",
  youreGoing: "Vous y allez",
  onWaitlist: `Vous êtes sur la liste d'attente (n°${NB}{position})`,
  confirmationSent: "Une confirmation est en route vers votre courriel.",
  rsvpClosed: "Les inscriptions à cet événement sont closes.",
  rsvpOff: "Cet événement ne prend pas d'inscriptions.",
  notAnOccurrence: "Cet événement n'a pas lieu à cette date.",
  wholeBetween: "{field} doit être un nombre entier de {min} à {max}.",
  tooManyPlaces: "Au plus {max} places par personne.",
  goingLine: "{going} y vont · {left} places restantes",
  goingLineOne: "{going} y vont · 1 place restante",
  goingUnlimited: "{going} y vont",
  fullLine: "Complet · inscrivez-vous sur la liste d'attente",
};

export default texts;
