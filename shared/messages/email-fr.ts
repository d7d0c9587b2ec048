// E-mail texts in Canadian French, for submitters who wrote in French (the submit form's
// language). Same keys as the English (./email.ts), so a missing text is a type error. French
// typography: a no-break space inside « » and before a colon.
import type { BrowsableType } from "../catalogue/listing-types";
import type { PromotionTier } from "../catalogue/promotion-tiers";
import type { RejectionReason } from "../schemas/rejection-reasons";
import type { emailMessages } from "./email";
import { NB } from "./typography";

export const emailMessagesFr: { readonly [Key in keyof typeof emailMessages]: string } = {
  greeting: "Bonjour {name},",
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
  confirmSubject: "Confirmez votre abonnement à l'infolettre de Local Hype",
  confirmIntro: "Veuillez confirmer que vous voulez recevoir l'infolettre de Local Hype à cette adresse.",
  confirmLinkLabel: "Oui, abonnez-moi",
  confirmIgnore: `Si vous ne l'avez pas demandée, ignorez ce courriel${NB}: vous ne serez pas abonné.`,
  unsubscribeLine: "Vous ne voulez plus recevoir ces courriels?",
  unsubscribeLabel: "Se désabonner",
};

/** The listing types as a French e-mail names them. */
export const typeNamesFr: Readonly<Record<BrowsableType, string>> = {
  story: "Récit",
  event: "Événement",
  gem: "Trésor caché",
  shop: "Commerce",
};

/** The promotion tiers as a French e-mail names them. */
export const tierNamesFr: Readonly<Record<PromotionTier, string>> = {
  none: "Aucune",
  basic: "Basic",
  pro: "Pro",
};

/** The stock rejection reasons in French (spam never e-mails, but every reason has its words). */
export const rejectionReasonsFr: Readonly<Record<RejectionReason, string>> = {
  duplicate: "Elle fait double emploi avec une fiche que nous avons déjà.",
  outside_cities: "Elle vise une ville que nous ne couvrons pas.",
  incomplete: "Certains renseignements manquaient ou n'étaient pas clairs.",
  not_local: "Il ne s'agit pas d'un récit, d'un événement, d'un trésor caché ou d'un commerce local.",
  spam: "Elle a été marquée comme indésirable.",
};
