// A required text field as every form's schema takes it (the submission, the nomination, the ballot editor).
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
