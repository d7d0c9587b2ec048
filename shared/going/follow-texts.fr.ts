// « Suivre » : le résumé hebdomadaire des nouveaux événements d'une ville, d'un lieu ou d'une organisation.
import type { followMessages } from "./follow-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const texts: Translation<typeof followMessages> = {
  emailLabel: "Courriel",
  followCity: "les événements de {city}",
  followVenue: "les événements à {venue} ({city})",
  followOrganizer: `les événements de l'organisation de «${NB}{title}${NB}»`,
  formHeading: "Suivre {what}",
  formIntro: "Un courriel par semaine présente les nouveautés parmi {what} sur Local Hype.",
  consentLine:
    "Nous envoyons d'abord un lien de confirmation, et rien d'autre tant que vous ne l'avez pas suivi. Chaque courriel contient un lien de désabonnement en un clic.",
  submitButton: "Suivre",
  sent: `Consultez votre boîte de réception${NB}: nous vous avons envoyé un lien pour confirmer que vous suivez {what}.`,
  confirmSubject: "Confirmez que vous suivez {what}",
  confirmIntro: "Veuillez confirmer que vous voulez recevoir à cette adresse un courriel hebdomadaire des nouveautés parmi {what} sur Local Hype.",
  confirmLinkLabel: "Oui, suivre",
  confirmIgnore: `Si vous ne l'avez pas demandé, ignorez ce courriel${NB}: vous ne recevrez rien.`,
  roundupSubject: "Nouveaux événements que vous suivez sur Local Hype",
  roundupIntro: "Les nouveaux événements publiés cette semaine dans ce que vous suivez.",
  roundupStopOne: "Ne plus suivre {what}",
  roundupStopAll: "Ne plus rien suivre",
  roundupData: "Télécharger ce que nous gardons de vos suivis (JSON)",
  pageTitle: "Suivre — Local Hype",
  confirmQuestion: "Confirmez-vous que vous suivez {what}?",
  confirmButton: "Oui, suivre",
  confirmed: `Merci${NB}: vous suivez {what}. Les nouveaux événements arrivent dans un courriel hebdomadaire.`,
  unsubscribeQuestion: "Ne plus suivre {what}?",
  unsubscribeAllQuestion: "Ne plus rien suivre sur Local Hype?",
  unsubscribeButton: "Me désabonner",
  unsubscribed: "Vous êtes désabonné. Vous ne recevrez plus de courriels à ce sujet.",
  invalidLink: "Ce lien ne fonctionne pas (ou plus).",
  everything: "tout ce que vous suivez",
};

export default texts;
