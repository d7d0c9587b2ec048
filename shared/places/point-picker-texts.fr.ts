// The map picker's strings in Canadian French; same keys as ./point-picker-texts.en.ts.
import { NB } from "../i18n/typography";
import type { Translation } from "../i18n/translation";
import type { pointPickerMessages } from "./point-picker-texts";

const pointPickerMessagesFr: Translation<typeof pointPickerMessages> = {
  heading: "Choisir le point sur une carte",
  mapName: "Carte pour placer le point à {city}",
  keyboardHint:
    "Le point est le milieu de la carte, sous la croix. Sélectionnez la carte, puis déplacez-la avec les flèches et zoomez avec + et −; ou faites-la glisser, ou cliquez sur un endroit pour l'amener au milieu.",
  point: `Point${NB}: {lat} et {lon}`,
  findLabel: "Trouver un lieu ou un quartier",
  noMatch: "Aucun de nos lieux ne correspond.",
  neighbourhood: "Quartier",
  centredOn: "La carte est centrée sur {name}.",
  use: "Utiliser ce point",
  cancel: "Annuler",
  failed: "La carte n'a pas pu être chargée. Vous pouvez toujours taper la latitude et la longitude.",
};

export default pointPickerMessagesFr;
