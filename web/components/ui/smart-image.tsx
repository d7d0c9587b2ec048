// Every photo in the app: explicit size (no layout shift), lazy unless above the fold, and generated
// artwork instead of a broken-image icon when there is no photo or it fails to load.
import { useState } from "react";
import { IMAGE_HEIGHT, IMAGE_WIDTH, fallbackArtwork } from "@shared/catalogue/images";

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

export function SmartImage({ src, alt, kind, label, className, priority = false }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : fallbackArtwork(kind, label);
  return (
    <img
      src={usable}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
      className={`bg-gray-200 object-cover ${className ?? ""}`}
    />
  );
}
