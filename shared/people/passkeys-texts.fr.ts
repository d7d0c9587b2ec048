// Passkey strings in Canadian French; same keys as ../passkeys.ts.
import type { passkeyMessages } from "./passkeys-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const passkeyMessagesFr: Translation<typeof passkeyMessages> = {
  // Login (/login)
  signInWithPasskey: "Se connecter avec une clé d'accès",
  waitingForPasskey: "En attente de votre clé d'accès…",
  orDivider: "ou",
  noWebAuthn: "Ce navigateur ne prend pas en charge les clés d'accès. Connectez-vous avec votre mot de passe.",
  passkeyCancelled: "La demande de clé d'accès a été annulée ou a expiré.",
  passkeySignInFailed: "La connexion par clé d'accès a échoué",
  // Account (/admin/account)
  accountLink: "Compte",
  accountHeading: "Compte",
  signedInAs: `Connecté en tant que${NB}: {email}`,
  backToDashboard: "Retour au tableau de bord",
  passkeysHeading: "Clés d'accès",
  passkeysIntro:
    "Une clé d'accès vous permet de vous connecter avec le verrouillage d'écran de votre appareil ou une clé de sécurité plutôt qu'avec votre mot de passe.",
  passkeysEmpty: "Vous n'avez encore aucune clé d'accès.",
  passkeysLoadFailed: "Échec du chargement des clés d'accès",
  passkeysLoading: "Chargement des clés d'accès…",
  nameColumn: "Nom",
  createdColumn: "Créée le",
  lastUsedColumn: "Dernière utilisation",
  actionsColumn: "Actions",
  neverUsed: "Jamais",
  addPasskey: "Ajouter une clé d'accès",
  addingPasskey: "Ajout…",
  defaultPasskeyName: "Clé d'accès {number}",
  passkeyAdded: "Clé d'accès ajoutée.",
  passkeyAddFailed: "La clé d'accès n'a pas pu être ajoutée",
  rename: "Renommer",
  renameLabel: "Renommer {name}",
  passkeyName: "Nom de la clé d'accès",
  save: "Enregistrer",
  cancel: "Annuler",
  passkeyRenamed: "Clé d'accès renommée.",
  remove: "Retirer",
  removeLabel: "Retirer {name}",
  passkeyRemoved: "Clé d'accès retirée.",
  removeHeading: "Supprimer {name}?",
  removeIntro: "Vous ne pourrez plus vous connecter avec cette clé d'accès.",
  endPasskeySessions: "Déconnecter aussi les sessions ouvertes avec cette clé d'accès",
  passkeyRemovedSignedOut: "Clé d'accès supprimée. Les sessions ouvertes avec elle sont déconnectées.",
  actionFailed: "Un problème est survenu. Veuillez réessayer.",
  // Server refusals
  passkeyRequired: `Les administrateurs se connectent avec leur clé d'accès${NB}: utilisez «${NB}Se connecter avec une clé d'accès${NB}».`,
  challengeExpired: "Cette demande de clé d'accès a expiré ou a déjà servi. Veuillez réessayer.",
  passkeyNotRecognized: "Cette clé d'accès n'est pas reconnue.",
  passkeyNotVerified: "La clé d'accès n'a pas pu être vérifiée. Veuillez réessayer.",
  passkeyNotFound: "Clé d'accès introuvable.",
};

export default passkeyMessagesFr;
