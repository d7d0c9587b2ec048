// A share image request (GET /og/<page path>.png?v=<content version>): the page path a visitor or a
// link-preview bot sends is checked before anything reads it: a plain path on this site made of the
// characters page paths are made of (percent escapes whole), no empty, "." or ".." segment (no segment
// starts with a dot), a bounded length.
import "../forms/zod-setup";
import { z } from "zod";

/** Longer than any page path the site has (a detail path is three slugs). */
export const SHARE_PAGE_PATH_MAX = 300;

const CHARACTER = String.raw`(?:[\w.~-]|%[\dA-Fa-f]{2})`;
const SEGMENT = String.raw`(?:[\w~-]|%[\dA-Fa-f]{2})${CHARACTER}*`;
const PAGE_PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`);

export const shareImageRequestSchema = z.object({
  path: z.string().max(SHARE_PAGE_PATH_MAX).regex(PAGE_PATH),
  /** The content version the page named; any value draws the current content. */
  v: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
