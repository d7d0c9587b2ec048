// What became of one Checkout attempt (the payments table), free of zod so admin screens can use them.

/**
 * open: a Checkout Session waits for the submitter; paid: the provider confirmed it; expired: the session
 * ran out (or was cancelled) unpaid; failed: an asynchronous payment failed or the amount did not match
 * the tier; refunded: paid, then refunded in full (a rejected paid submission).
 */
export const PAYMENT_STATUSES = ["open", "paid", "expired", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a payment was taken: Stripe Checkout, or the local test checkout (no key, never in production). */
export const PAYMENT_PROVIDERS = ["stripe", "test"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The one currency prices are in. */
export const PAYMENT_CURRENCY = "cad";

/** How long a paid tier's promotion runs from publication. */
export const PROMOTION_DAYS = 30;
export const PROMOTION_MS = PROMOTION_DAYS * 24 * 60 * 60 * 1000;

/** How long a Checkout Session can be paid (Stripe accepts 30 minutes to 24 hours). */
export const CHECKOUT_SESSION_SECONDS = 60 * 60;

/** After this long awaiting payment, a submission goes to free review (the cron's sweep). */
export const AWAITING_PAYMENT_DAYS = 7;
