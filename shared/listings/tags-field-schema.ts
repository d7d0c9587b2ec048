// Tags as the submit form and the listing editor send them: comma-separated text or a list, normalised
// (shared/listings/submission-fields-schema.ts) and then held to the submission form's limits.
import "../forms/zod-setup";
import { z } from "zod";
import { format } from "../i18n/messages";
import { validationMessages } from "../forms/validation-texts";
import { says } from "../forms/error-text-schema";
import { singleLineText } from "../forms/plain-text-schema";
import { SUBMISSION_LIMITS, normaliseTags } from "./submission-fields-schema";

export const tagsField = z
  // Generous outer bounds only stop absurd payloads; the real limits are checked after normalising.
  .union([z.string().max(2000).overwrite(singleLineText), z.array(z.string().max(200).overwrite(singleLineText)).max(100)])
  .nullish()
  .transform(normaliseTags)
  .pipe(
    z
      .array(
        z.string().max(
          SUBMISSION_LIMITS.tagLength,
          says(() => format(validationMessages.tagLength, { max: SUBMISSION_LIMITS.tagLength })),
        ),
      )
      .max(
        SUBMISSION_LIMITS.tags,
        says(() => format(validationMessages.tagCount, { max: SUBMISSION_LIMITS.tags })),
      ),
  );
