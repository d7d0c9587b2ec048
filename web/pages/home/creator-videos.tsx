// Creator city guides behind a click-to-play facade: no third-party player, script or cookie is loaded
// until the visitor asks for the video (privacy, and speed on the most visited page).
import { Icon } from "@web/components/ui/icon";
import { useState } from "react";
import { format } from "@shared/i18n/messages";
import { homeMessages } from "@shared/home/home-texts";
import { creatorVideos } from "@shared/home/home-data";
import { creatorVideoTitle } from "@shared/home/home-text";
import type { CreatorVideo } from "@shared/places/place-types";
import { SectionHeading } from "@web/components/ui/section-heading";
import { SmartImage } from "@web/components/ui/smart-image";

function VideoFacade({ video }: { video: CreatorVideo }) {
  const [playing, setPlaying] = useState(false);
  const title = creatorVideoTitle(video);
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <div className="relative aspect-video bg-gray-900">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.embedId)}?autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={format(homeMessages.playVideo, { title })}
            className="group absolute inset-0"
          >
            <SmartImage alt="" kind="city" label={title.split(":")[0] ?? title} className="size-full" />
            {/* In a corner, not the middle, where the artwork draws the title. */}
            <span className="absolute bottom-4 left-4">
              <span className="grid size-16 place-items-center rounded-full bg-white/90 shadow-lg transition group-hover:scale-110">
                <Icon name="play" className="ml-1 size-7 fill-brand-700 text-brand-700" />
              </span>
            </span>
          </button>
        )}
      </div>
      <figcaption className="p-4">
        <span className="block font-bold">{title}</span>
        <span className="text-sm text-gray-700">{format(homeMessages.videoBy, { creator: video.creator })}</span>
        {/* A plain link that works when the embedded player cannot load (offline, blocked). */}
        <a href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.embedId)}`} className="block text-sm text-brand-700 underline">
          {homeMessages.watchOnYouTube}
        </a>
      </figcaption>
    </figure>
  );
}

export function CreatorVideos() {
  return (
    <section aria-labelledby="creators-heading" className="bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="creators-heading" title={homeMessages.creators} intro={homeMessages.creatorsIntro} />
        <ul className="grid gap-6 sm:grid-cols-2">
          {creatorVideos.map((video) => (
            <li key={video.id}>
              <VideoFacade video={video} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
