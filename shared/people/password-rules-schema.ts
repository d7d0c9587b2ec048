// Password length rules, free of imports so the account CLI (plain Node) can load this file too.

/** Accounts are created by an operator (npm run admin:create), who is asked for at least this much. */
export const PASSWORD_MIN_LENGTH = 12;
/** Far above any real passphrase; stops absurd inputs before any hashing work. */
export const PASSWORD_MAX_LENGTH = 256;
