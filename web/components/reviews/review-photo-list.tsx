// A review's photos as the listing's page and the moderators' queue show them: each at its own width and
// height (no layout shift), lazily loaded, with the reviewer's caption as alt text, else "Photo 2 by Sam".
// Captions are in the review's language, as its text.
import { format } from "@shared/i18n/messages";
import { reviewMessages as m } from "@shared/reviews/reviews-texts";
import { textLang } from "@web/lib/text-lang";
import type { RouterOutputs } from "@web/lib/trpc";

type ReviewPhoto = RouterOutputs["reviews"]["list"]["items"][number]["photos"][number];

export function ReviewPhotoList({ photos, displayName, language }: { photos: readonly ReviewPhoto[]; displayName: string; language: "en" | "fr" }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" lang={textLang(language)}>
      {photos.map((photo, i) => (
        <li key={photo.src}>
          <img
            src={photo.src}
            width={photo.width}
            height={photo.height}
            alt={photo.caption ?? format(m.photoAlt, { n: i + 1, name: displayName })}
            loading="lazy"
            decoding="async"
            className="h-32 w-auto rounded-lg bg-gray-100 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
