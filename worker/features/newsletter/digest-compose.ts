// A subscriber's digest as the e-mail needs it: the listings of digest-content.ts turned into absolute
// links (detail pages and the city page in the subscriber's language) and pictures. Null when the week
// has nothing to show.
import { digestZone } from "@shared/newsletter/digest-schedule";
import { localizedPath, type Locale } from "@shared/i18n/locales";
import { cityPath, detailPath, pagePaths } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import type { DigestLine } from "../notifications/email-templates";
import { isEmptyDigest, loadDigest, type DigestItem } from "./digest-content";

export async function composeDigest(
  db: D1Database,
  subscriber: { city: string | null; language: Locale },
  origin: string,
  nowMs: number = clock.nowMs(),
) {
  const content = await loadDigest(db, subscriber.city, subscriber.language, nowMs);
  if (isEmptyDigest(content)) return null;
  const url = (path: string) => `${origin}${localizedPath(path, subscriber.language)}`;
  const line = (item: DigestItem): DigestLine => ({
    title: item.title,
    href: url(detailPath(item)),
    // Our uploads are served from the site (/api/uploads/…); other photos are already absolute.
    image: item.image === null ? null : item.image.startsWith("/") ? `${origin}${item.image}` : item.image,
    startsAt: item.startsAt,
  });
  return {
    city: subscriber.city,
    zone: digestZone(subscriber.city),
    fresh: content.fresh.map(line),
    upcoming: content.upcoming.map(line),
    moreUrl: url(subscriber.city === null ? pagePaths.home : cityPath(subscriber.city)),
  };
}
