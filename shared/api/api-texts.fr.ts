// What the API itself says when it refuses or fails, in Canadian French; same keys as ../api.ts.
import type { apiMessages } from "./api-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const apiMessagesFr: Translation<typeof apiMessages> = {
  /** Every unexpected server error answers this, whatever went wrong inside (no SQL, no secrets). */
  internal: "Un problème est survenu de notre côté. Veuillez réessayer.",
  /** D1 failing anywhere (worker/db/d1-failure.ts): a 503 the client may retry. */
  unavailable: "Local Hype n’arrive pas à accéder à ses données pour le moment. Veuillez réessayer dans une minute.",
  notFound: "Introuvable",
  imageNotFound: "Image introuvable.",
  invalidShareImage: "Cette adresse d’image de partage n’est pas valide.",
  crossSite: "Les requêtes intersites ne sont pas autorisées.",
  crossSiteConnection: "Les connexions d'un autre site ne sont pas permises.",
  webSocketOnly: "Cette adresse n'accepte que les connexions WebSocket.",
  tooManyConnections: "Trop de connexions en direct depuis votre réseau.",
  invalidUnsubscribeLink: "Ce lien de désabonnement n'est pas valide.",
  invalidNewsletterLink: "Ce lien d'infolettre n'est pas valide.",
  nothingToFollow: "Il n'y a pas de ville ni d'événement à suivre à cette adresse.",
  tooLarge: "La requête est trop volumineuse.",
  invalidVitals: "Ce rapport de performance n’est pas valide.",
  /** A listing activity beacon that does not match its schema (shared/activity/activity-schema.ts). */
  invalidActivity: `Ce signalement d’activité n’est pas valide${NB}: il faut un identifiant de fiche et l’une des actions view, call, directions, website, save ou share.`,
  // French PluralRules say "one" for 0 and 1: "dans 1 minute", "dans 2 minutes".
  tooManyAttempts: "Trop de tentatives. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.",
  /** Past the free allowance: the client must solve the bot challenge and send the request again. */
  challengeRequired: "Trop de tentatives depuis votre réseau. Veuillez effectuer la vérification pour continuer.",
};

export default apiMessagesFr;
