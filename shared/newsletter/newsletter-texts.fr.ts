// The newsletter's confirmation and unsubscribe pages in Canadian French; same keys as ../newsletter.ts.
import type { newsletterPageMessages } from "./newsletter-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const newsletterPageMessagesFr: Translation<typeof newsletterPageMessages> = {
  confirmIntro: "Un seul clic pour confirmer que vous voulez recevoir l'infolettre de Local Hype.",
  confirmButton: "Confirmer mon abonnement",
  confirming: "Confirmation…",
  confirmedHeading: "Votre abonnement est confirmé!",
  confirmedText: "Merci de votre confirmation. La prochaine infolettre arrivera dans votre boîte de réception.",
  confirmFailedHeading: "Ce lien ne fonctionne pas",
  confirmFailedText: "Il a peut-être expiré ou déjà servi. Abonnez-vous de nouveau à l'aide du formulaire au bas de n'importe quelle page.",
  unsubscribeIntro: "Ne plus recevoir l'infolettre de Local Hype à cette adresse?",
  unsubscribeButton: "Se désabonner",
  unsubscribing: "Désabonnement…",
  unsubscribedHeading: "Votre désabonnement est confirmé",
  unsubscribedText: "Vous ne recevrez plus l'infolettre. Vous pouvez vous réabonner en tout temps.",
  unsubscribeFailedHeading: "Ce lien ne fonctionne pas",
  unsubscribeFailedText: "Ouvrez de nouveau le lien de désabonnement figurant dans l'un de nos courriels.",
  failed: "Un problème est survenu. Veuillez réessayer.",
  backHome: "Retour à la page d'accueil",
  preferencesFor: `L'infolettre de la semaine pour {email}${NB}: choisissez sa ville et sa langue, ou mettez-la en pause.`,
  preferencesLoading: "Chargement de vos préférences…",
  cityLabel: "Ville",
  allCities: "Toutes les villes",
  languageLabel: "Langue",
  pauseLabel: "Mettre l'infolettre de la semaine en pause",
  bouncedNote:
    "Nous avons mis l'infolettre en pause parce qu'elle n'a pas pu être livrée à cette adresse. Décochez la case et enregistrez pour la reprendre.",
  saveButton: "Enregistrer mes préférences",
  saving: "Enregistrement…",
  savedText: "Vos préférences sont enregistrées.",
  notSubscribedHeading: "Cette adresse n'est pas abonnée",
  notSubscribedText: "Abonnez-vous de nouveau à l'aide du formulaire au bas de n'importe quelle page.",
  preferencesFailedText: "Ouvrez de nouveau le lien des préférences figurant dans l'un de nos courriels.",
  unsubscribeInstead: "Me désabonner plutôt",
};

export default newsletterPageMessagesFr;
