// The listing's photos on /owner?listing=<id>: in order, the first the cover (the page's main image), each
// with "Move up", "Move down", "Make cover" and "Remove" (after a confirmation); then "Add a photo": the
// image goes through POST /api/uploads (its checks, its metadata stripped), then owners.addPhoto names it
// with what it shows. After a move focus stays on the moved photo's button and the new place is announced.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { format } from "@shared/i18n/messages";
import { IMAGE_ACCEPT } from "@shared/images/image-upload-schema";
import { LISTING_PHOTOS_MAX, addPhotoInput } from "@shared/owners/photo-schema";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { FormField, TextInputField, controlClass } from "@web/components/ui/form-field";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { apiFieldErrors, apiReason, UploadRefused } from "@web/lib/api-errors";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { ChallengeRequired, withChallenge } from "@web/lib/with-challenge";

type OwnedListing = RouterOutputs["owners"]["listing"];
type Photo = OwnedListing["photos"][number];
type Move = "up" | "down";

const altFields = addPhotoInput.pick({ alt: true, alt_fr: true });

export function OwnerPhotos({ listing }: { listing: OwnedListing }) {
  const id = useId();
  const utils = trpc.useUtils();
  const photos = listing.photos;
  const full = photos.length >= LISTING_PHOTOS_MAX;
  const [announcement, setAnnouncement] = useState("");
  const refresh = () => utils.owners.listing.invalidate({ listingId: listing.id });
  const buttonId = (photoId: number, move: Move) => `${id}-${move}-${photoId}`;
  const focus = (elementId: string) => document.getElementById(elementId)?.focus();

  const reorder = trpc.owners.reorderPhotos.useMutation({
    onError: (failure) => setAnnouncement(apiReason(failure) ?? t.photoOrderMismatch),
  });
  const cover = trpc.owners.setCover.useMutation({
    onSuccess: async (_answer, input) => {
      await refresh();
      setAnnouncement(t.photoCoverSet);
      focus(buttonId(input.id, "down"));
    },
    onError: (failure) => setAnnouncement(apiReason(failure) ?? t.photoUnknown),
  });
  const remove = trpc.owners.removePhoto.useMutation({
    onSuccess: async () => {
      await refresh();
      setAnnouncement(t.photoRemoved);
      focus(`${id}-file`);
    },
    onError: (failure) => setAnnouncement(apiReason(failure) ?? t.photoUnknown),
  });
  const busy = reorder.isPending || cover.isPending || remove.isPending;

  function move(photo: Photo, index: number, direction: Move) {
    const to = direction === "up" ? index - 1 : index + 1;
    if (busy || to < 0 || to >= photos.length) return;
    const ids = photos.map((each) => each.id);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    const moved = async () => {
      await refresh();
      setAnnouncement(format(t.photoMoved, { n: to + 1, total: photos.length }));
      focus(buttonId(photo.id, direction));
    };
    reorder.mutate({ listingId: listing.id, ids }, { onSuccess: () => void moved() });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t.photosHeading}
      </h2>
      <p className="mt-2 text-gray-700">{format(t.photosIntro, { max: LISTING_PHOTOS_MAX })}</p>
      <p role="status" className="mt-2 text-gray-700">
        {announcement}
      </p>
      {photos.length === 0 ? (
        <p className="mt-4 text-gray-700">{t.photosNone}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {photos.map((photo, index) => {
            const position = format(t.photoPosition, { n: index + 1, total: photos.length });
            return (
              <li key={photo.id} className="flex flex-wrap items-start gap-4 border-t border-gray-200 pt-4">
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  className="h-24 w-32 rounded-lg bg-gray-200 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {position}
                    {index === 0 && ` · ${t.photoCover}`}
                  </p>
                  <p>{photo.alt}</p>
                  {photo.alt_fr && <p lang="fr-CA">{photo.alt_fr}</p>}
                  <div className="mt-2 flex flex-wrap gap-2">
                    {(["up", "down"] as const).map((direction) => {
                      const stuck = direction === "up" ? index === 0 : index === photos.length - 1;
                      return (
                        <button
                          key={direction}
                          id={buttonId(photo.id, direction)}
                          type="button"
                          className={`${secondaryButton} aria-disabled:opacity-60`}
                          aria-disabled={stuck || busy}
                          onClick={() => move(photo, index, direction)}
                        >
                          {direction === "up" ? t.photoMoveUp : t.photoMoveDown}
                          <span className="sr-only"> ({position})</span>
                        </button>
                      );
                    })}
                    {index > 0 && (
                      <button
                        type="button"
                        className={secondaryButton}
                        aria-disabled={busy}
                        onClick={() => busy || cover.mutate({ listingId: listing.id, id: photo.id })}
                      >
                        {t.photoMakeCover}
                        <span className="sr-only"> ({position})</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-disabled={busy}
                      onClick={() => busy || !window.confirm(t.photoRemoveConfirm) || remove.mutate({ listingId: listing.id, id: photo.id })}
                    >
                      {t.remove}
                      <span className="sr-only"> ({position})</span>
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <AddPhotoForm id={id} listingId={listing.id} full={full} onAdded={refresh} />
    </section>
  );
}

interface FieldErrors {
  file?: string | undefined;
  alt?: string | undefined;
  alt_fr?: string | undefined;
}

function AddPhotoForm({ id, listingId, full, onAdded }: { id: string; listingId: number; full: boolean; onAdded: () => Promise<void> }) {
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [altFr, setAltFr] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState("");
  // A file input cannot be controlled: a new key empties it once the photo is added.
  const [added, setAdded] = useState(0);
  const add = useMutation({
    mutationFn: async (image: File) => {
      // The upload's code is the submission form's lazy chunk: imported here too, it would sit in one more
      // chunk and pull the bot challenge's header name into the "common" chunk every public page loads.
      const { key, token } = await withChallenge(utils.client, async ({ proof }) =>
        (await import("@web/lib/upload-image")).uploadImage(image, proof),
      );
      return withChallenge(utils.client, ({ client }) => client.owners.addPhoto.mutate({ listingId, key, token, alt, alt_fr: altFr }));
    },
    onSuccess: async () => {
      setFile(null);
      setAdded((n) => n + 1);
      setAlt("");
      setAltFr("");
      await onAdded();
      setDone(t.photoAdded);
    },
    onError: (failure) => {
      const fields = failure instanceof UploadRefused || failure instanceof ChallengeRequired ? {} : apiFieldErrors(failure);
      if (fields.alt || fields.alt_fr) setErrors({ alt: fields.alt?.[0], alt_fr: fields.alt_fr?.[0] });
      else
        setErrors({
          file: failure instanceof UploadRefused || failure instanceof ChallengeRequired ? failure.message : (apiReason(failure) ?? t.fixFields),
        });
    },
  });
  const reasonId = `${id}-full`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (full || add.isPending) return;
    const parsed = altFields.safeParse({ alt, alt_fr: altFr });
    const found: FieldErrors = parsed.success
      ? {}
      : { alt: parsed.error.flatten().fieldErrors.alt?.[0], alt_fr: parsed.error.flatten().fieldErrors.alt_fr?.[0] };
    if (!file) found.file = t.photoChooseFile;
    setErrors(found);
    setDone("");
    if (found.file || found.alt || found.alt_fr) {
      document.getElementById(`${id}-${found.file ? "file" : found.alt ? "alt" : "alt-fr"}`)?.focus();
      return;
    }
    add.mutate(file!);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 max-w-xl space-y-4">
      <h3 className="text-lg font-semibold">{t.photoAddHeading}</h3>
      <FormField id={`${id}-file`} label={t.photoFileLabel} required error={errors.file}>
        {(control) => (
          <input
            {...control}
            key={added}
            type="file"
            name="photo"
            accept={IMAGE_ACCEPT}
            className={controlClass}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <TextInputField id={`${id}-alt`} name="alt" label={t.photoAltLabel} type="text" required value={alt} error={errors.alt} onChange={setAlt} />
      <TextInputField
        id={`${id}-alt-fr`}
        name="alt_fr"
        label={t.photoAltFrLabel}
        type="text"
        lang="fr-CA"
        value={altFr}
        error={errors.alt_fr}
        onChange={setAltFr}
      />
      {full && (
        <p id={reasonId} className="font-semibold text-gray-800">
          {format(t.photosFull, { max: LISTING_PHOTOS_MAX })}
        </p>
      )}
      <button
        type="submit"
        aria-disabled={full || add.isPending}
        aria-describedby={full ? reasonId : undefined}
        className={`${primaryButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
      >
        {add.isPending ? t.photoAdding : t.photoAdd}
      </button>
      <p role="status" className="text-gray-700">
        {done}
      </p>
    </form>
  );
}
