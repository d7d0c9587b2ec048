// The newsletter's confirmation and unsubscribe pages in Canadian French; same keys as ../newsletter.ts.
import type { newsletterPageMessages } from "../newsletter";
import type { Translation } from "../translation";

export const newsletterPageMessagesFr: Translation<typeof newsletterPageMessages> = {
  confirmIntro: "Un seul clic pour confirmer que vous voulez recevoir l'infolettre de Local Hype.",
  confirmButton: "Confirmer mon abonnement",
  confirming: "Confirmation…",
  confirmedHeading: "Votre abonnement est confirmé!",
  confirmedText: "Merci de votre confirmation. La prochaine infolettre arrivera dans votre boîte de réception.",
  confirmFailedHeading: "Ce lien ne fonctionne pas",
  confirmFailedText:
    "Il a peut-être expiré ou déjà servi. Abonnez-vous de nouveau à l'aide du formulaire au bas de n'importe quelle page.",
  unsubscribeIntro: "Ne plus recevoir l'infolettre de Local Hype à cette adresse?",
  unsubscribeButton: "Se désabonner",
  unsubscribing: "Désabonnement…",
  unsubscribedHeading: "Votre désabonnement est confirmé",
  unsubscribedText: "Vous ne recevrez plus l'infolettre. Vous pouvez vous réabonner en tout temps.",
  unsubscribeFailedHeading: "Ce lien ne fonctionne pas",
  unsubscribeFailedText: "Ouvrez de nouveau le lien de désabonnement figurant dans l'un de nos courriels.",
  failed: "Un problème est survenu. Veuillez réessayer.",
  backHome: "Retour à la page d'accueil",
};

export default newsletterPageMessagesFr;
