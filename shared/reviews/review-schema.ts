// The inputs of reviews and tips: the form validates with them, the server again (`reviews.*`).
import "../forms/zod-setup";
import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { emailField } from "../email/email-schema";
import { format } from "../i18n/messages";
import { says } from "../forms/error-text-schema";
import { linkTokenField } from "../email/link-token-schema";
import { optionalTextField, textField } from "../forms/text-field-schema";
import { imageKeyField, uploadTokenField } from "../images/upload-fields-schema";
import { reviewMessages as m } from "./reviews-texts";
import {
  DISPLAY_NAME_MAX,
  HIDE_REASONS,
  REPLY_TEXT_MAX,
  REVIEW_KINDS,
  REVIEW_PHOTO_CAPTION_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  STARS_MAX,
  STARS_MIN,
  TIP_TEXT_MAX,
} from "./review-rules";

/** `yyyy-mm`; the server also refuses a month after the current one. */
const visitMonthField = z.string().regex(
  /^\d{4}-(0[1-9]|1[0-2])$/u,
  says(() => m.visitMonthInvalid),
);

/**
 * What a reviewer writes: a review (1–5 stars, 30–5,000 characters) or a tip (no stars, 30–280). The same
 * fields come back when the reviewer edits through their link.
 */
export const reviewContentSchema = z
  .strictObject({
    kind: z.enum(REVIEW_KINDS),
    stars: z.number().int().min(STARS_MIN).max(STARS_MAX).nullable(),
    text: textField(() => m.textLabel, REVIEW_TEXT_MAX, "multi").refine((text) => text.length >= REVIEW_TEXT_MIN, {
      error: () => format(m.textTooShort, { min: REVIEW_TEXT_MIN }),
    }),
    visitMonth: visitMonthField,
    displayName: textField(() => m.displayNameLabel, DISPLAY_NAME_MAX),
    language: z.enum(LOCALES),
  })
  .superRefine(({ kind, stars, text }, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (kind === "review" && stars === null) problem("stars", m.starsRequired);
    if (kind === "tip" && stars !== null) problem("stars", m.tipHasNoStars);
    if (kind === "tip" && text.length > TIP_TEXT_MAX) problem("text", format(m.textTooLong, { max: TIP_TEXT_MAX }));
  });

/** What a reviewer writes (and edits): the form's draft once checked, and what the server stores. */
export type ReviewContent = z.infer<typeof reviewContentSchema>;

/** This browser's own random key (kept in its storage): one published review per listing and browser. */
export const browserKeyField = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/u);

/** A photo uploaded through POST /api/uploads (its key and this browser's token) and, optionally, what it shows. */
export const reviewPhotoInput = z.strictObject({
  key: imageKeyField,
  token: uploadTokenField,
  caption: optionalTextField(() => m.captionLabel, REVIEW_PHOTO_CAPTION_MAX),
});

export const writeReviewInput = z.strictObject({
  listingId: z.number().int().positive(),
  email: emailField(() => m.emailLabel).transform((email) => email.toLowerCase()),
  browserKey: browserKeyField,
  review: reviewContentSchema,
  /** Up to REVIEW_PHOTOS_MAX photos, attached when the review is written. */
  photos: z
    .array(reviewPhotoInput)
    .max(REVIEW_PHOTOS_MAX, { error: () => format(m.photosTooMany, { max: REVIEW_PHOTOS_MAX }) })
    .default([]),
});

/** The reviewer's link (`/reviews/how-it-works#token`): publish, read, delete. */
export const reviewLinkInput = z.strictObject({ token: linkTokenField });

/** The reviewer's edit through their link. */
export const editReviewInput = z.strictObject({
  token: linkTokenField,
  review: reviewContentSchema,
  /** Keys of the review's photos to take down (an edit removes photos; it adds none). */
  removePhotos: z.array(imageKeyField).max(REVIEW_PHOTOS_MAX).default([]),
});

/** A moderator's decision: publish, or hide with a reason from the fixed list. */
export const moderateReviewInput = z.discriminatedUnion("decision", [
  z.strictObject({ id: z.number().int().positive(), decision: z.literal("publish") }),
  z.strictObject({ id: z.number().int().positive(), decision: z.literal("hide"), reason: z.enum(HIDE_REASONS) }),
]);

/** Anyone's report of a published review, with a reason from the same list. */
export const reportReviewInput = z.strictObject({ id: z.number().int().positive(), reason: z.enum(HIDE_REASONS) });

/**
 * A page of a listing's published reviews. The cursor is the last review shown: when it was published, its
 * id, and its segment (the star group in "highest" and "lowest", the language group in "language");
 * absent for the first page.
 */
export const reviewListInput = z.strictObject({
  listingId: z.number().int().positive(),
  sort: z.enum(REVIEW_SORTS).default("newest"),
  /** The page's language, which "language" order puts first (in the input: answers are cached by it). */
  language: z.enum(LOCALES).default("en"),
  cursor: z
    .strictObject({
      at: z.string().max(40),
      id: z.number().int().positive(),
      segment: z
        .number()
        .int()
        .min(0)
        .max(STARS_MAX - STARS_MIN),
    })
    .optional(),
  // tRPC's useInfiniteQuery adds the paging direction to every page's input; pages only go forward.
  direction: z.literal("forward").optional(),
});

export const reviewSummaryInput = z.strictObject({ listingId: z.number().int().positive() });

/** An owner's reply to a review of their listing (one per review; sending again edits it, the history kept). */
export const replyInput = z.strictObject({
  listingId: z.number().int().positive(),
  reviewId: z.number().int().positive(),
  text: textField(() => m.replyLabel, REPLY_TEXT_MAX, "multi"),
});

/** The reviews of an owner's listing, newest first. */
export const ownerReviewsInput = z.strictObject({ listingId: z.number().int().positive() });
