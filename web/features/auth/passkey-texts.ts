// The text bundle the staff's passkey pieces read (passkey texts, and the login's failure words), for a
// page that loads them lazily with their texts (/owner, for owners and managers).
export const PASSKEY_TEXTS = ["admin"] as const;
