// La page de confidentialité (/fr/privacy), en français canadien; mêmes clés que ../en/privacy.ts.
import type { privacyMessages } from "./privacy-texts";
import type { Translation } from "../i18n/translation";

const privacyMessagesFr: Translation<typeof privacyMessages> = {
  heading: "Politique de confidentialité",
  updated: "Dernière mise à jour : 29 novembre 2026",
  intro:
    "Local Hype est un guide urbain. Nous recueillons le moins de renseignements personnels possible, ne les conservons que le temps nécessaire et ne les vendons jamais. Cette page explique ce que nous recueillons, pourquoi, pour combien de temps et ce que vous pouvez nous demander, selon la LPRPDE et, pour les résidents du Québec, la Loi 25.",
  collectHeading: "Ce que nous recueillons et pourquoi",
  submitHeading: "Quand vous soumettez une fiche",
  submitText:
    "Votre nom et votre adresse courriel, pour vous envoyer votre accusé de réception et notre décision, ainsi que le contenu et la photo que vous envoyez, pour les publier s’ils sont approuvés. Les photos sont conservées sans leurs métadonnées cachées (comme la position GPS qu’enregistre un téléphone).",
  goingHeading: "Quand vous dites que vous allez à un événement",
  goingText:
    "Votre nom, votre courriel, le nombre de places et votre réponse à la question de l’organisateur, s’il y en a une : pour garder vos places, vous envoyer votre confirmation avec son lien privé et vous prévenir quand une place se libère pour vous. L’organisateur voit votre nom, vos places, le moment de votre inscription et votre réponse (à l’écran et dans un fichier CSV), jamais votre courriel.",
  followHeading: "Quand vous suivez une ville, un lieu ou une organisation",
  followText:
    "Votre courriel, ce que vous suivez, la langue de la page, le moment de votre confirmation et les semaines où nous vous avons envoyé un résumé, pour vous écrire une fois par semaine les nouveaux événements et prouver votre consentement. Une organisation que vous suivez nous est connue par un identifiant, jamais affiché; elle ne sait pas qui la suit.",
  newsletterHeading: "Quand vous vous abonnez à l’infolettre",
  newsletterText:
    "Votre adresse courriel, la langue et la ville que vous avez choisies, le moment de votre confirmation et les semaines où nous vous avons envoyé l’infolettre, pour vous envoyer ce que vous avez demandé, jamais deux fois par semaine, et prouver votre consentement comme l’exige la loi canadienne anti-pourriel.",
  votingHeading: "Quand vous votez pour un café",
  votingText:
    "Un identifiant aléatoire conservé dans un témoin sur votre appareil et les cafés pour lesquels il a voté, pour que chaque navigateur vote une fois par café. Il ne vous identifie pas.",
  nearHeading: "Quand vous touchez « Près de moi »",
  nearText:
    "C’est seulement alors que votre navigateur demande votre position, et seulement si vous l’autorisez. Elle est arrondie à environ 100 mètres avant de quitter votre appareil, sert une fois à trier la liste par distance, et n’est jamais conservée, journalisée ni mise dans l’adresse d’une page. Sans ce geste, rien ne demande où vous êtes.",
  savedHeading: "Quand vous enregistrez des lieux",
  savedText:
    "Les lieux que vous enregistrez, et les copies des pages ouvertes pour qu'elles fonctionnent hors ligne, restent dans votre navigateur, sur votre appareil. Nous ne recevons jamais votre liste; un lien que vous partagez ne contient que les numéros des lieux.",
  choicesHeading: "Quand vous choisissez une ville ou une langue",
  choicesText:
    "Votre ville et votre langue, dans deux témoins sur votre appareil, pour que le site s’ouvre avec elles à votre prochaine visite. Ils ne contiennent que ce choix et nous ne les conservons jamais.",
  securityHeading: "Pour protéger le site",
  securityText:
    "Une empreinte à sens unique de l’adresse de votre réseau, pour limiter les soumissions, inscriptions et votes répétés d’un même réseau. Nous ne conservons jamais l’adresse elle-même.",
  measureHeading: "Pour mesurer la vitesse des pages",
  measureText:
    "Une page vue sur dix, votre navigateur transmet la rapidité avec laquelle la page s’est affichée et a réagi (les signaux Web essentiels), avec seulement le type de page et sa langue : ni adresse, ni identifiant, ni témoin. Les navigateurs qui envoient Do Not Track ou Global Privacy Control ne transmettent rien. Nous ne gardons que des décomptes quotidiens, pendant {days, plural, one {# jour} other {# jours}}.",
  activityHeading: "Quand vous ouvrez la page d’une fiche",
  activityText:
    "Le nombre de fois où la page de chaque fiche a été vue et où ses boutons « Appeler », « Itinéraire », « Visiter le site web », « Enregistrer » et « Partager » ont servi, compté par fiche et par jour, pour que son commerce voie ce que la page lui a apporté. Ces décomptes ne contiennent aucun renseignement personnel : ni adresse, ni identifiant, ni témoin. Pour compter chaque visiteur une fois par jour, nous gardons une empreinte à sens unique de votre réseau, de votre navigateur, de la fiche et de l’action, faite avec une clé aléatoire qui change chaque jour. Les deux sont supprimées à la fin de la journée.",
  ownerHeading: "Si vous revendiquez ou gérez la fiche d’un commerce",
  ownerText:
    "Votre nom, votre courriel, votre rôle dans le commerce et, si vous les donnez, un numéro de téléphone et une note, pour vérifier la revendication et vous en donner l’issue; si elle est vérifiée, votre courriel pour vous connecter, et une trace des changements que vous apportez à la fiche.",
  reviewHeading: "Si vous écrivez un avis ou un conseil",
  reviewText:
    "Votre courriel, pour vous envoyer le lien qui publie votre avis et vous permet de le modifier ou de le supprimer, et vous prévenir s’il est masqué ou si le propriétaire du lieu y répond; il n’est jamais affiché. L’avis lui-même (étoiles, texte, mois de votre visite, nom affiché, langue, et les photos que vous ajoutez, conservées sans leurs métadonnées cachées) est public une fois publié; le supprimer supprime ses photos. Nous gardons une empreinte à sens unique d’une clé aléatoire que votre navigateur conserve, pour que chaque navigateur donne son avis une fois par lieu.",
  staffHeading: "Si vous faites partie de notre équipe",
  staffText:
    "Votre courriel et votre rôle, les navigateurs où votre session est ouverte (leur nom et leur dernière utilisation), les clés publiques de vos clés d’accès et un journal de ce que vous faites pour l’équipe, afin de pouvoir rendre compte de chaque décision. Une connexion échouée y est inscrite avec l’adresse saisie.",
  keepHeading: "Combien de temps nous les conservons",
  keepSubmitter:
    "Votre nom et votre courriel sur une soumission : {days, plural, one {# jour} other {# jours}} après notre décision, puis effacés. Le contenu d’une fiche publiée demeure.",
  keepNewsletter:
    "Votre adresse d’abonnement : tant que vous êtes abonné, puis supprimée {days, plural, one {# jour} other {# jours}} après votre désabonnement (ou après un courriel de confirmation resté sans réponse).",
  keepReviews:
    "Votre courriel sur un avis ou un conseil : jamais affiché, conservé tant que l’avis est sur le site (le lien que nous vous avons envoyé supprime les deux); un avis dont le lien n’a jamais été suivi est supprimé après {days, plural, one {# jour} other {# jours}}.",
  keepFollow:
    "Ce que vous suivez : jusqu’à votre désabonnement, puis supprimé {days, plural, one {# jour} other {# jours}} après (ou après un courriel de confirmation resté sans réponse).",
  keepRsvp:
    "Votre inscription à un événement (nom, courriel, places, réponse, heure d’arrivée notée à l’entrée) : {days, plural, one {# jour} other {# jours}} après l’événement, puis effacée.",
  keepEmails: "Les traces des courriels que nous vous avons envoyés : {days, plural, one {# jour} other {# jours}}.",
  keepNetwork: "Les empreintes de réseau : au plus {hours} heures.",
  keepActivity:
    "Les empreintes de visite et leur clé du jour : jusqu’à la fin de la journée (les décomptes quotidiens, sans renseignement personnel, demeurent).",
  keepClaim:
    "Vos coordonnées sur une revendication : {days, plural, one {# jour} other {# jours}} après la revendication, puis effacées (une revendication qui attend notre équipe les garde jusqu’à la décision). La remarque jointe à une modification demandée à notre équipe : le même délai après notre décision. Le courriel de connexion d’un propriétaire demeure tant qu’il gère une fiche. Un lien de connexion ou une invitation à gérer une fiche (l’adresse à laquelle il a été envoyé) : un jour après qu’il a cessé de fonctionner, puis supprimé.",
  keepAudit: "Le journal de l’équipe : {days, plural, one {# jour} other {# jours}}, puis supprimé.",
  shareHeading: "Qui d’autre les voit",
  shareText:
    "Personne n’achète ni ne reçoit vos renseignements. Notre site fonctionne sur Cloudflare, qui l’héberge et envoie nos courriels en notre nom. Les administrateurs qui examinent les soumissions voient le nom et le courriel des auteurs; les modérateurs qui vérifient les revendications voient les coordonnées du demandeur.",
  rightsHeading: "Vos droits",
  rightsText:
    "Vous pouvez demander à consulter les renseignements que nous détenons sur vous, à les corriger ou à les effacer, et retirer en tout temps votre consentement à l’infolettre grâce au lien présent dans chaque courriel. Nous répondons dans un délai de 30 jours. Pour une proposition, sa page de suivi privée vous permet de télécharger vos données ou de les effacer vous-même, sur-le-champ; si vous gérez une fiche, votre page (« Votre commerce ») vous permet de télécharger vos données; le lien que nous vous avons envoyé pour un avis vous permet de télécharger tous les avis et conseils écrits depuis votre adresse, avec les réponses reçues.",
  contactHeading: "Nous joindre",
  contactText: "Écrivez à notre responsable de la protection des renseignements personnels : {email}.",
};

export default privacyMessagesFr;
