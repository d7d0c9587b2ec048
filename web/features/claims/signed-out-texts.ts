// The text bundles the signed-out part of /owner reads (the claim form's fields and their validation
// messages), loaded with its code: owners who are signed in never fetch them.
export const SIGNED_OUT_OWNER_TEXTS = ["claim", "submit"] as const;
