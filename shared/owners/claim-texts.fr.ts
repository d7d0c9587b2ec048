// Revendiquer une fiche et se connecter par lien envoyé par courriel (français canadien); mêmes clés que ./claim-texts.en.ts.
import type { claimMessages } from "./claim-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const claimMessagesFr: Translation<typeof claimMessages> = {
  claimHeading: "Revendiquer {title}",
  claimIntro: "La revendication est gratuite et n'est jamais liée à l'achat d'une promotion.",
  nameLabel: "Votre nom",
  emailLabel: "Courriel",
  emailHint: "Une adresse au domaine du site Web du commerce est vérifiée aussitôt.",
  roleLabel: "Votre rôle dans le commerce",
  phoneLabel: "Téléphone (facultatif)",
  noteLabel: "Note pour notre équipe (facultatif)",
  submitClaim: "Revendiquer cette fiche",
  claimLinkSent: `Consultez votre boîte de réception${NB}: nous avons envoyé un lien à {email}. Il est valide 30 minutes.`,
  claimQueued: `Merci${NB}: notre équipe examinera votre demande et écrira à {email}.`,
  listingGone: "Cette fiche ne peut pas être revendiquée.",
  linkInvalid: "Ce lien n'est pas valide ou a déjà été utilisé.",
  linkExpired: "Ce lien a expiré. Revendiquez la fiche de nouveau ou demandez un nouveau lien de connexion.",
  claimSent: "Demande envoyée",
  claimFailed: "Votre demande n'a pas été envoyée",
  claimFailedText: "Vérifiez le formulaire et réessayez.",
  followIntro: "Appuyez sur le bouton pour confirmer que vous gérez cette fiche et vous connecter.",
  followButton: "Me connecter et gérer ma fiche",
  followFailed: "Vous n'avez pas été connecté",
  checkingLink: "Connexion en cours…",
  linkSubject: "Votre lien pour gérer {title} sur Local Hype",
  linkIntro: "Suivez ce lien pour confirmer que vous gérez {title} sur Local Hype. Il ne fonctionne qu'une fois, pendant 30 minutes.",
  linkLabel: "Gérer ma fiche",
  noticeSubject: "Quelqu'un d'autre a revendiqué {title} sur Local Hype",
  noticeIntro: "{name} ({role}) a demandé à gérer {title}, dont vous êtes propriétaire sur Local Hype.",
  noticeReview: `Rien ne change tant que notre équipe n'a pas vérifié la demande${NB}: vous restez propriétaire, et nous communiquons nous-mêmes avec la personne.`,
  linkIgnore: `Si vous n'avez rien demandé, ignorez ce courriel${NB}: rien ne change.`,
};
export default claimMessagesFr;
