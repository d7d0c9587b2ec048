// Interface strings shared by every page in Canadian French; same keys as ../en/common.ts.
import type { messages } from "./messages";
import type { Translation } from "./translation";
import { NB } from "./typography";

const commonFr: Translation<typeof messages> = {
  brand: {
    name: "Local Hype",
    tagline: `Votre plateforme n°${NB}1 de ce qui bouge en ville`,
    copyright: "© 2024 Local Hype. Tous droits réservés.",
  },
  nav: {
    home: "Accueil",
    stories: "Récits",
    events: "Événements",
    gems: "Trésors",
    shop: "Commerces",
    jobs: "Emplois",
    submit: "Proposer",
    mainLabel: "Menu principal",
    mobileLabel: "Menu mobile",
    citySelectorLabel: "Choisissez votre ville",
    skipToContent: "Aller au contenu",
  },
  notFound: {
    heading: "Oups! Page introuvable",
    returnHome: "Retour à l'accueil",
    status: "404",
  },
  listPages: {
    story: "Récits locaux",
    event: "Événements locaux",
    gem: "Trésors locaux",
    shop: "Commerces locaux",
    job: "Emplois locaux",
  },
  screens: {
    home: "Découvrez ce qui se passe près de chez vous",
    detail: "Détails de la fiche",
    city: "Guide de la ville",
    search: "Résultats de recherche",
    submit: "Proposer du contenu",
    admin: "Tableau de bord d'administration",
    login: "Connexion à l'administration",
    adminInvite: "Rejoindre l'équipe",
    coffeeLanding: "Meilleurs cafés",
    coffeeCity: "Meilleurs cafés",
    nominate: "Proposer un café",
    submissionStatus: "Statut de la proposition",
    owner: "Votre commerce",
    paymentReceipt: "Reçu",
    newsletterConfirm: "Confirmez votre abonnement",
    newsletterUnsubscribe: "Désabonnement",
    newsletterPreferences: "Préférences de l'infolettre",
    privacy: "Politique de confidentialité",
    saved: "Lieux enregistrés",
    review: "Votre avis",
    reviews: "Comment fonctionnent les avis",
  },
  save: {
    save: "Enregistrer",
    saved: "Enregistré",
  },
  copyLink: {
    label: "Copier le lien",
    copied: "Lien copié",
    failed: "Copiez le lien à partir de l'adresse affichée.",
  },
  types: {
    story: "Récit",
    event: "Événement",
    gem: "Trésor caché",
    shop: "Commerce",
    job: "Emploi",
  },
  contentTypes: {
    gem: "Trésor caché",
    story: "Récit local",
    event: "Événement",
    shop: "Fiche de commerce",
    job: "Emploi",
  },
  /** The list pages' meta descriptions. */
  listDescriptions: {
    story: `Actualités et récits des quartiers de partout au Canada${NB}: les gens, les lieux et les changements qui façonnent votre ville.`,
    event: "Festivals, marchés, concerts et événements communautaires à venir dans les villes canadiennes.",
    gem: `Trésors cachés de partout au Canada${NB}: parcs tranquilles, cafés bien cachés, spas et adresses chouchous des gens d'ici.`,
    shop: "Commerces et entreprises indépendants des villes canadiennes, avec heures d'ouverture, coordonnées et itinéraire.",
    job: `Les commerces des villes canadiennes embauchent${NB}: le salaire, l'horaire et comment postuler.`,
  },
  /** "Discover this {phrase} in {city}" in a detail page's meta description. */
  // All masculine singular and consonant-initial, so any "ce {phrase}" or "{phrase} à découvrir" fits.
  typePhrases: {
    story: "récit d'actualité locale",
    event: "prochain événement",
    gem: "trésor caché",
    shop: "commerce local",
    job: "poste à pourvoir",
  },
  errors: {
    screenCrashed: "Un problème est survenu sur cette page.",
    screenCrashedHint: "Réessayez ou revenez à la page d'accueil.",
    tryAgain: "Réessayer",
    loadFailed: "Impossible de charger ce contenu. Vérifiez votre connexion et réessayez.",
    unavailableTitle: "Nous revenons dans un instant",
    unavailableText: "Local Hype n'arrive pas à accéder à ses fiches pour le moment. Veuillez réessayer dans une minute.",
  },
  newsletter: {
    heading: "Ce qui bouge en ville, directement dans votre boîte courriel",
    intro: "Nouveaux récits, événements et trésors cachés des villes canadiennes.",
    emailLabel: "Adresse courriel",
    emailPlaceholder: "vous@exemple.com",
    subscribe: "S'abonner",
    subscribing: "Abonnement…",
    successTitle: "Abonnement enregistré!",
    successDescription: "Vérifiez votre boîte de réception pour confirmer",
    confirmationNote: `Nous vous enverrons un courriel de confirmation${NB}: ouvrez le lien qu'il contient pour commencer à recevoir l'infolettre.`,
    failureTitle: "Échec de l'abonnement",
    failureDescription: "Nous n'avons pas pu vous abonner. Veuillez réessayer.",
  },
};

export default commonFr;
