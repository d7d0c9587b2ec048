// The two fields that name an upload, as POST /api/uploads answered them: its key, and the token that
// proves this browser uploaded it. Every form that attaches an image (a submission, a review's photos, an
// owner's photos) takes them with these, so a bad one reads the same everywhere.
import "../forms/zod-setup";
import { z } from "zod";
import { says } from "../forms/error-text-schema";
import { validationMessages } from "../forms/validation-texts";
import { IMAGE_KEY_PATTERN, UPLOAD_TOKEN_PATTERN } from "./image-upload-schema";

export const imageKeyField = z.string().regex(
  IMAGE_KEY_PATTERN,
  says(() => validationMessages.imageKey),
);

export const uploadTokenField = z.string().regex(
  UPLOAD_TOKEN_PATTERN,
  says(() => validationMessages.imageKey),
);
