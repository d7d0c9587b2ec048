// The write form's photos: up to REVIEW_PHOTOS_MAX images chosen at once, each with an optional caption
// (its alt text). The images go through POST /api/uploads when the review is sent (`uploadReviewPhotos`).
import { format } from "@shared/i18n/messages";
import { IMAGE_ACCEPT } from "@shared/images/image-upload-schema";
import { REVIEW_PHOTOS_MAX } from "@shared/reviews/review-rules";
import { reviewMessages as m } from "@shared/reviews/reviews-texts";
import { FormField, controlClass } from "@web/components/ui/form-field";
import type { UploadAnswer } from "@shared/images/image-upload-schema";

export interface PhotoDraft {
  file: File;
  caption: string;
}

export function ReviewPhotoFields({
  photos,
  onChange,
  error,
}: {
  photos: PhotoDraft[];
  onChange: (photos: PhotoDraft[]) => void;
  error?: string | undefined;
}) {
  return (
    <>
      <FormField id="write-photos" label={format(m.photosLabel, { max: REVIEW_PHOTOS_MAX })} error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="photos"
            multiple
            accept={IMAGE_ACCEPT}
            className={controlClass}
            onChange={(event) => onChange([...(event.target.files ?? [])].map((file) => ({ file, caption: "" })))}
          />
        )}
      </FormField>
      {photos.slice(0, REVIEW_PHOTOS_MAX).map((photo, i) => (
        <FormField key={`${i}-${photo.file.name}`} id={`write-photo-${i}`} label={format(m.photoCaptionLabel, { n: i + 1 })}>
          {(control) => (
            <input
              {...control}
              type="text"
              className={controlClass}
              value={photo.caption}
              onChange={(event) => onChange(photos.map((other, j) => (j === i ? { ...other, caption: event.target.value } : other)))}
            />
          )}
        </FormField>
      ))}
    </>
  );
}

/** Uploads each photo once (a retry after the bot challenge reuses what was uploaded), answering what `reviews.write` takes. */
export async function uploadReviewPhotos(photos: PhotoDraft[], uploaded: Map<File, UploadAnswer>, proof?: string) {
  // The upload's code is the submission form's lazy chunk, loaded only when a review has photos.
  const { uploadImage } = await import("@web/lib/upload-image");
  const sent = [];
  for (const photo of photos) {
    const answer = uploaded.get(photo.file) ?? (await uploadImage(photo.file, proof));
    uploaded.set(photo.file, answer);
    sent.push({ ...answer, caption: photo.caption });
  }
  return sent;
}
