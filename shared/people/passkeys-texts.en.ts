// Passkey strings: the Account page, the login page's passkey button and the server's refusals
// (English; the default locale).

const texts = {
  // Login (/login)
  signInWithPasskey: "Sign in with a passkey",
  waitingForPasskey: "Waiting for your passkey…",
  orDivider: "or",
  noWebAuthn: "This browser cannot use passkeys. Sign in with your password.",
  passkeyCancelled: "The passkey request was cancelled or timed out.",
  passkeySignInFailed: "Passkey sign-in failed",
  // Account (/admin/account)
  accountLink: "Account",
  accountHeading: "Account",
  signedInAs: "Signed in as {email}",
  backToDashboard: "Back to the dashboard",
  passkeysHeading: "Passkeys",
  passkeysIntro: "A passkey lets you sign in with your device's screen lock or a security key instead of your password.",
  passkeysEmpty: "You have no passkeys yet.",
  passkeysLoadFailed: "Failed to load passkeys",
  passkeysLoading: "Loading passkeys…",
  nameColumn: "Name",
  createdColumn: "Created",
  lastUsedColumn: "Last used",
  actionsColumn: "Actions",
  neverUsed: "Never",
  addPasskey: "Add a passkey",
  addingPasskey: "Adding…",
  defaultPasskeyName: "Passkey {number}",
  passkeyAdded: "Passkey added.",
  passkeyAddFailed: "The passkey could not be added",
  rename: "Rename",
  renameLabel: "Rename {name}",
  passkeyName: "Passkey name",
  save: "Save",
  cancel: "Cancel",
  passkeyRenamed: "Passkey renamed.",
  remove: "Remove",
  removeLabel: "Remove {name}",
  passkeyRemoved: "Passkey removed.",
  removeHeading: "Remove {name}?",
  removeIntro: "You will no longer be able to sign in with this passkey.",
  endPasskeySessions: "Also sign out sessions started with this passkey",
  passkeyRemovedSignedOut: "Passkey removed. Sessions started with it are signed out.",
  actionFailed: "Something went wrong. Please try again.",
  // Server refusals
  passkeyRequired: "Admins sign in with their passkey: use “Sign in with a passkey”.",
  challengeExpired: "This passkey request has expired or was already used. Please try again.",
  passkeyNotRecognized: "This passkey is not recognized.",
  passkeyNotVerified: "The passkey could not be verified. Please try again.",
  passkeyNotFound: "Passkey not found.",
} as const;

export default texts;
