// The bot challenge's verification step in Canadian French; same keys as ../bot-challenge.ts.
import type { botChallengeMessages } from "./bot-challenge-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const botChallengeMessagesFr: Translation<typeof botChallengeMessages> = {
  title: "Vérification rapide",
  intro: `Votre réseau a envoyé de nombreuses requêtes${NB}: votre navigateur doit donc résoudre une petite énigme pour montrer qu'il n'est pas un robot. Cela prend quelques secondes et ne transmet aucune information sur vous.`,
  verify: "Vérifier",
  cancel: "Annuler",
  ready: "Appuyez sur Vérifier pour continuer.",
  solving: "Vérification… cela prend quelques secondes.",
  solved: "Vérification réussie. Nouvel envoi…",
  failed: "La vérification n'a pas abouti. Veuillez réessayer.",
};

export default botChallengeMessagesFr;
