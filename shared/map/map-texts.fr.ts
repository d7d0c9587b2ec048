// The map view's strings in Canadian French; same keys as ./map-texts.en.ts.
import { NB } from "../i18n/typography";
import type { Translation } from "../i18n/translation";
import type { mapMessages } from "./map-texts";

const mapMessagesFr: Translation<typeof mapMessages> = {
  mapOf: {
    story: "Carte des récits",
    event: "Carte des événements",
    gem: "Carte des trésors",
    shop: "Carte des boutiques",
    job: "Carte des emplois",
    all: "Carte des lieux",
  },
  mapOfSearch: `Carte des résultats pour «${NB}{q}${NB}»`,
  mapIn: "{map} à {city}",
  keyboardHint: "Sélectionnez la carte, puis déplacez-la avec les flèches et zoomez avec + et −.",
  failed: "La carte n'a pas pu être chargée. La liste fonctionne toujours.",
  searchArea: "Chercher dans cette zone",
  inView: "Sur la carte ({count})",
  noneInView: "Rien dans cette partie de la carte. Dézoomez ou déplacez-la.",
  cluster: `{count} lieux ici${NB}: zoomer`,
  landAttribution: `Terres${NB}: Natural Earth`,
  zoomIn: "Zoom avant",
  zoomOut: "Zoom arrière",
  close: "Fermer",
};

export default mapMessagesFr;
