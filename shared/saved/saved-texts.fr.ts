// La page des lieux enregistrés (/fr/saved), en français canadien; mêmes clés que ../en/saved.ts.
import type { savedMessages } from "./saved-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const savedMessagesFr: Translation<typeof savedMessages> = {
  intro: `Les lieux que vous avez enregistrés dans ce navigateur, du plus récent au plus ancien. Ils restent sur cet appareil${NB}: aucun compte requis.`,
  empty: "Rien d'enregistré pour l'instant. Appuyez sur Enregistrer sur n'importe quel lieu pour le garder ici.",
  browse: "Trouver des lieux à enregistrer",
  loading: "Chargement de vos lieux enregistrés…",
  remove: "Retirer",
  removeLabel: "Retirer {title}",
  unlisted: "Ce lieu n'est plus répertorié.",
  count: "{count, plural, one {# lieu enregistré} other {# lieux enregistrés}}",
  shareHeading: "Partager votre liste",
  shareText: "Toute personne qui a ce lien voit ces lieux et peut les enregistrer à son tour.",
  shareLink: "Lien vers votre liste",
  sharedHeading: "Une liste partagée",
  sharedIntro: "Quelqu'un vous a partagé ces lieux. Enregistrez-les tous pour les garder dans ce navigateur.",
  saveAll: "Tout enregistrer",
  allSaved: "Tout est enregistré. Ces lieux sont maintenant dans votre propre liste.",
  yourList: "Voir vos lieux enregistrés",
  sharedEmpty: "Ce lien partagé ne contient aucun lieu.",
};

export default savedMessagesFr;
