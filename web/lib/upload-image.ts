// The one request that is not tRPC: an image's raw bytes go to POST /api/uploads, which answers with
// the key a submission or an owner's photo then refers to and the token that proves this browser uploaded it. Refusals
// carry a reason a person can act on. Past the network's free allowance the route asks for the bot
// challenge (428): the retry sends the proof in the same header tRPC calls use.
import { renderTextRef } from "@shared/i18n/text-ref";
import { BOT_CHALLENGE_HEADER } from "@shared/bot-challenge/bot-challenge";
import type { UploadAnswer, UploadRefusal } from "@shared/images/image-upload-schema";
import { ChallengeRequired } from "@web/lib/with-challenge";
import { UploadRefused } from "@web/lib/api-errors";

export async function uploadImage(file: File, proof?: string): Promise<UploadAnswer> {
  const response = await fetch("/api/uploads", {
    method: "POST",
    headers: { "content-type": file.type || "application/octet-stream", ...(proof ? { [BOT_CHALLENGE_HEADER]: proof } : {}) },
    body: file,
  });
  if (response.ok) return (await response.json()) as UploadAnswer;
  const refusal = (await response.json().catch(() => null)) as UploadRefusal | null;
  // The reason in the page's language from its text key, else as the server wrote it.
  const text = refusal?.error.data.text;
  const reason = (text ? renderTextRef(text) : undefined) ?? refusal?.error.message;
  if (response.status === 428) throw new ChallengeRequired(reason);
  if (response.status < 500 && reason) throw new UploadRefused(reason);
  throw new Error(`Image upload failed with HTTP ${response.status}`);
}
