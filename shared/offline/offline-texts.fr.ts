// Ce que dit le service worker quand le réseau est absent, en français canadien; mêmes clés que ../en/offline.ts.
import type { offlineMessages } from "./offline-texts";
import type { Translation } from "../i18n/translation";

const offlineMessagesFr: Translation<typeof offlineMessages> = {
  notice: "Vous êtes hors ligne — voici ce que vous avez vu la dernière fois",
  title: "Vous êtes hors ligne",
  heading: "Vous êtes hors ligne",
  text: "Cette page n'a pas encore été ouverte sur cet appareil, elle ne peut donc pas s'afficher sans connexion. Les pages déjà ouvertes et vos lieux enregistrés s'ouvrent toujours.",
  saved: "Vos lieux enregistrés",
  home: "Accueil",
};

export default offlineMessagesFr;
