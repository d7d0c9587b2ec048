// Avis et conseils : le formulaire, la page du lien de l'auteur, la file des modérateurs et les courriels
// (français canadien); mêmes clés que ./reviews-texts.en.ts.
import type { reviewMessages } from "./reviews-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const reviewMessagesFr: Translation<typeof reviewMessages> = {
  kindLabel: "Type",
  kindReview: "Avis",
  kindTip: "Conseil",
  starsLabel: "Note",
  textLabel: "Votre avis",
  tipTextLabel: "Votre conseil",
  textTooShort: "Votre avis doit compter au moins {min} caractères.",
  textTooLong: "Un conseil compte au plus {max} caractères.",
  visitMonthLabel: "Mois de votre visite",
  displayNameLabel: "Nom affiché",
  emailLabel: "Courriel",
  languageLabel: "Langue de votre avis",
  starsRequired: "Veuillez choisir de 1 à 5 étoiles.",
  tipHasNoStars: "Un conseil n'a pas d'étoiles.",
  visitMonthInvalid: "Veuillez choisir le mois de votre visite (pas dans le futur).",
  reasonLabel: "Motif",
  replyLabel: "Votre réponse",

  ratingCount: "({count, plural, one {# avis} other {# avis}})",
  cardRating: "★ {average} · {count, plural, one {# avis} other {# avis}}",
  noReviews: "Aucun avis pour l'instant",

  listingNotReviewable: "Cette fiche ne peut pas recevoir d'avis.",
  eventNotStarted: "Cet événement pourra recevoir des avis une fois commencé.",
  alreadyReviewedBrowser: `Vous avez déjà donné votre avis sur cet endroit depuis ce navigateur${NB}: utilisez le lien reçu par courriel pour le modifier.`,
  alreadyReviewed: `Cette adresse a déjà donné son avis sur cet endroit${NB}: utilisez le lien de cet avis pour le modifier.`,
  linkInvalid: "Ce lien d'avis n'est pas valide ou l'avis a été supprimé.",
  linkExpired: "Ce lien d'avis a expiré.",
  editUsed: "Cet avis a été masqué et sa seule modification a déjà été envoyée à notre équipe.",
  cannotEditHeld: `Cet avis attend notre équipe${NB}: vous pourrez le modifier une fois sa décision prise.`,
  reviewUnknown: "Cet avis n'existe pas.",
  reviewDecided: "Cet avis n'attend pas de décision.",

  manageHeading: "Votre avis sur {title}",
  confirmIntro: "Appuyez sur le bouton pour publier votre avis. Personne ne le voit avant.",
  confirmButton: "Publier mon avis",
  statusPublished: "Votre avis est publié.",
  statusHeld: "Votre avis attend notre équipe avant d'être publié.",
  statusHidden: `Votre avis a été masqué${NB}: {reason}.`,
  statusHiddenEdit: "Vous pouvez le modifier une fois; la modification retourne à notre équipe.",
  editButton: "Enregistrer mes modifications",
  deleteButton: "Supprimer mon avis",
  deleted: "Votre avis a été supprimé.",

  hideReasons: {
    "conflict-of-interest": "conflit d'intérêts",
    "off-topic": "hors sujet",
    "personal-information": "renseignements personnels",
    hateful: "haineux ou harcelant",
    spam: "pourriel",
    "not-first-hand": "pas une expérience vécue",
  },
  holdReasons: {
    links: "contient un lien",
    "repeated-text": "même texte qu'un autre avis",
    burst: "nombreux avis sur cette fiche en peu de temps",
    owner: "écrit par un propriétaire de la fiche",
    "listing-domain": "courriel au domaine du site de la fiche",
    reported: "signalé",
    "edited-after-hide": "modifié après avoir été masqué",
  },

  queueHeading: "Avis",
  queueEmpty: "Aucun avis n'attend.",
  publishButton: "Publier",
  hideButton: "Masquer",
  reportsCount: "{count} signalement(s)",

  linkSubject: "Publiez votre avis sur {title}",
  linkIntro: `Merci pour votre avis sur {title}. Il est publié quand vous suivez ce lien, qui vous permet aussi de le modifier ou de le supprimer plus tard${NB}:`,
  linkLabel: "Publier ou gérer mon avis",
  linkIgnore: `Si vous ne l'avez pas écrit, ignorez ce courriel${NB}: rien n'est publié.`,
  hiddenSubject: "Votre avis sur {title} a été masqué",
  hiddenIntro: `Notre équipe a masqué votre avis sur {title}. Le motif${NB}:`,
  hiddenEditOnce: "Vous pouvez le modifier une fois depuis la page de votre avis; la modification retourne à notre équipe.",
  manageLabel: "Mon avis",
};

export default reviewMessagesFr;
