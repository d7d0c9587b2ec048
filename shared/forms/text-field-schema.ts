// Text fields as every form's schema takes them (the submission, the nomination, the ballot editor, the claim, the owner's and the admin's editors).
import "./zod-setup";
import { z } from "zod";
import { required, tooLong } from "./error-text-schema";
import { multiLineText, singleLineText } from "./plain-text-schema";

/**
 * A trimmed, non-empty string of at most `max` characters, with messages naming the field; control
 * characters cleaned first (plain-text.ts): one-line fields lose line breaks, multi-line ones keep LF.
 */
export function textField(field: () => string, max: number, lines: "single" | "multi" = "single") {
  return z
    .string(required(field))
    .overwrite(lines === "single" ? singleLineText : multiLineText)
    .trim()
    .min(1, required(field))
    .max(max, tooLong(field, max));
}

/**
 * An optional text field: cleaned as `textField` is, trimmed, and blank or absent means none (null). The
 * raw string may be twice `max` before cleaning, so stray spaces or control characters do not cost the
 * visitor a "too long" they cannot see; the cleaned text is held to `max`.
 */
export function optionalTextField(field: () => string, max: number, lines: "single" | "multi" = "single") {
  return z
    .string()
    .max(max * 2, tooLong(field, max))
    .nullish()
    .transform((value) => (value ? (lines === "single" ? singleLineText : multiLineText)(value).trim() : "") || null)
    .pipe(z.string().max(max, tooLong(field, max)).nullable());
}
