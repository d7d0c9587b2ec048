// Sending a submission: the image first (if any), then `submissions.create` with its key. Each of the
// two may be asked for the bot challenge (a busy network): withChallenge shows the verification step and
// sends that one again.
import { useMutation } from "@tanstack/react-query";
import type { SubmissionData } from "@shared/submissions/submission-schema";
import { trpc } from "@web/lib/trpc";
import { withChallenge } from "@web/lib/with-challenge";

export interface Outgoing {
  data: SubmissionData;
  image: File | null;
}

export function useSendSubmission() {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: async ({ data, image }: Outgoing) => {
      // The upload's code loads with the first submission that has an image.
      const upload = image
        ? await withChallenge(utils.client, async ({ proof }) => (await import("@web/lib/upload-image")).uploadImage(image, proof))
        : null;
      const input = { ...data, image_key: upload?.key ?? null, image_token: upload?.token ?? null };
      return withChallenge(utils.client, ({ client }) => client.submissions.create.mutate(input));
    },
  });
}
