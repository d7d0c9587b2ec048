// Sending a submission: the image first (if any), then `submissions.create` with its key.
import { useMutation } from "@tanstack/react-query";
import type { SubmissionData } from "@shared/schemas/submission";
import { trpc } from "@web/lib/trpc";
import { uploadImage } from "./upload-image";

export interface Outgoing {
  data: SubmissionData;
  image: File | null;
}

export function useSendSubmission() {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: async ({ data, image }: Outgoing) => {
      const upload = image ? await uploadImage(image) : null;
      return utils.client.submissions.create.mutate({ ...data, image_key: upload?.key ?? null, image_token: upload?.token ?? null });
    },
  });
}
