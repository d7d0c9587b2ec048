// E-mail texts in Canadian French; same keys as ../en/email.ts. French typography: a no-break
// space inside « » and before a colon.
import type { emailMessages } from "../email";
import type { Translation } from "../translation";
import { NB } from "../typography";

const emailMessagesFr: Translation<typeof emailMessages> = {
  greeting: "Bonjour,",
  linkLine: `{label}${NB}: {href}`,
  signOff: "L'équipe Local Hype",
  receiptSubject: `Nous avons reçu «${NB}{title}${NB}»`,
  receiptIntro: `Merci d'avoir envoyé «${NB}{title}${NB}» à Local Hype. Votre proposition attend d'être révisée; nous vous écrirons dès qu'elle sera publiée.`,
  receiptLinkIntro: `Suivez-en le statut sur cette page privée (toute personne qui a le lien peut la voir, alors gardez-le pour vous)${NB}:`,
  receiptLinkLabel: "Voir le statut de votre proposition",
  receiptDetails: `Type${NB}: {type} · Ville${NB}: {city} · Promotion${NB}: {tier}`,
  approvedSubject: `Votre fiche est en ligne${NB}: «${NB}{title}${NB}»`,
  approvedIntro: `Bonne nouvelle${NB}: «${NB}{title}${NB}» a été approuvée et votre fiche est maintenant en ligne sur Local Hype.`,
  approvedLinkLabel: "Voir votre fiche",
  rejectedSubject: `À propos de votre proposition «${NB}{title}${NB}»`,
  rejectedIntro: `Merci d'avoir envoyé «${NB}{title}${NB}». Nous sommes désolés, mais nous n'avons pas pu la publier.`,
  rejectedReason: `Motif${NB}: {reason}`,
  rejectedNote: `Note de notre équipe${NB}: {note}`,
  rejectedAgain: `N'hésitez pas à nous envoyer une proposition corrigée${NB}:`,
  rejectedAgainLabel: "Soumettre de nouveau",
  paymentSubject: "Paiement reçu — {amount}",
  paymentIntro: `Nous avons reçu votre paiement de {amount} pour la promotion {tier} de «${NB}{title}${NB}». Votre proposition est maintenant en attente de révision.`,
  paymentPromotion: `Une fois publiée, elle est mise en avant pendant {days}${NB}jours. Si nous ne pouvons pas la publier, nous vous remboursons en entier.`,
  rejectedRefunded: "Nous vous avons remboursé en entier votre paiement de {amount}; il apparaîtra sur votre carte d'ici quelques jours ouvrables.",
  confirmSubject: "Confirmez votre abonnement à l'infolettre de Local Hype",
  confirmIntro: "Veuillez confirmer que vous voulez recevoir l'infolettre de Local Hype à cette adresse.",
  confirmLinkLabel: "Oui, abonnez-moi",
  confirmIgnore: `Si vous ne l'avez pas demandée, ignorez ce courriel${NB}: vous ne serez pas abonné.`,
  unsubscribeLine: "Vous ne voulez plus recevoir ces courriels?",
  unsubscribeLabel: "Se désabonner",
  digestSubject: "Cette semaine à {city}",
  digestSubjectAllCities: "Cette semaine sur Local Hype",
  digestIntro: "Les nouveautés de la semaine à {city}, et ce qui se passe dans les 10 prochains jours.",
  digestIntroAllCities: "Les nouveautés de la semaine partout au Canada, et ce qui se passe dans les 10 prochains jours.",
  digestNewHeading: "Nouveau cette semaine",
  digestUpcomingHeading: "À venir dans les 10 prochains jours",
  digestEventLabel: "{title} · {date}",
  digestMore: "Voir {city} sur Local Hype",
  digestMoreAllCities: "Tout voir sur Local Hype",
  preferencesLine: `Changez de ville ou de langue, ou mettez l'infolettre de la semaine en pause${NB}:`,
  preferencesLabel: "Préférences de l'infolettre",
  noPromotion: "Aucune",
};

export default emailMessagesFr;
