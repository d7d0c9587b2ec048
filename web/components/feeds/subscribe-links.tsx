// "Subscribe" on list and city pages: a native disclosure (<details>, keyboard and screen-reader ready
// without script) listing the page's feeds — a calendar opens in the visitor's calendar app through its
// webcal: link, an Atom feed in a feed reader — each with a "Copy link" button.
import { messages } from "@shared/i18n/messages";
import { feedMessages } from "@shared/feeds/feeds-texts";
import { webcalUrl, type PageFeed } from "@shared/feeds/feeds";
import { CopyLinkButton } from "@web/components/ui/copy-link-button";
import { useOrigin } from "@web/lib/origin";

export function SubscribeLinks({ feeds }: { feeds: readonly PageFeed[] }) {
  const origin = useOrigin();
  return (
    <details className="group mt-3 inline-block text-sm">
      <summary className="inline-flex min-h-10 cursor-pointer items-center rounded-full border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50">
        {feedMessages.subscribe}
      </summary>
      <ul className="mt-3 grid max-w-xl gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
        {feeds.map((feed) => {
          const url = `${origin}${feed.path}`;
          const calendar = feed.kind === "calendar";
          return (
            <li key={feed.path} className="grid gap-1">
              <p className="font-semibold text-gray-900">{calendar ? feedMessages.calendarLabel : feedMessages.atomLabel}</p>
              <p className="text-gray-700">{calendar ? feedMessages.calendarHint : feedMessages.atomHint}</p>
              <p className="flex flex-wrap items-center gap-3">
                <a href={calendar ? webcalUrl(url) : url} className="font-medium text-brand-800 underline">
                  {feed.title}
                </a>
                {calendar && (
                  <a href={url} download className="text-brand-800 underline">
                    {feedMessages.icsLink}
                  </a>
                )}
                <CopyLinkButton
                  url={url}
                  ariaLabel={`${messages.copyLink.label}: ${feed.title}`}
                  className="rounded-full border border-gray-300 px-3 py-1 text-sm font-medium text-gray-800 hover:bg-gray-50"
                />
              </p>
              <p className="break-all font-mono text-xs text-gray-600">{url}</p>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
