// The text bundle a payment's receipt on /owner reads (the receipt's words, shared with the status link's
// receipt), loaded with its code: owners who never open a receipt never fetch it.
export const OWNER_RECEIPT_TEXTS = ["status"] as const;
