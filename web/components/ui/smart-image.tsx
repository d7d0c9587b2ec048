// Every photo in the app: explicit size (no layout shift), lazy unless above the fold, and generated
// artwork instead of a broken-image icon when there is no photo or it fails to load.
// React does not replay an `error` event that fired before hydration, so when the element mounts the ref
// asks it: finished (`complete`) without a picture (`naturalWidth === 0`) means failed. Later failures
// reach `onError`, attached during hydration before the ref runs. No inline script: the CSP stays strict.
import { useCallback, useState } from "react";
import { IMAGE_HEIGHT, IMAGE_WIDTH, fallbackArtwork } from "@shared/images/images";

interface Props {
  src?: string | undefined;
  alt: string;
  /** Picks the fallback's colours: story, event, gem, shop, city, coffee. */
  kind: string;
  /** Label drawn on the fallback artwork. */
  label: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority (they are the page's LCP). */
  priority?: boolean;
}

/** True when the element finished loading its photo and got no picture: it is broken. */
export function isBrokenImage(image: HTMLImageElement): boolean {
  // A lazy image that has not started loading reports complete === false, so it is not mistaken for broken.
  return image.complete && image.naturalWidth === 0 && image.currentSrc !== "";
}

export function SmartImage({ src, alt, kind, label, className, priority = false }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showsPhoto = Boolean(src) && src !== failedSrc;
  const usable = showsPhoto ? src! : fallbackArtwork(kind, label);
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && showsPhoto && isBrokenImage(image)) setFailedSrc(src ?? null);
    },
    [showsPhoto, src],
  );
  return (
    <img
      ref={checkLoaded}
      src={usable}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
      // Until the photo arrives, the box shows its artwork (drawn with the HTML, before any script), not a
      // grey block: a slow or failing photo host never leaves an empty frame.
      style={showsPhoto ? { backgroundImage: `url("${fallbackArtwork(kind, label)}")`, backgroundSize: "cover" } : undefined}
      className={`bg-gray-200 object-cover ${className ?? ""}`}
    />
  );
}
