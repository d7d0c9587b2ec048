// The link to the visitor's list (/saved?ids=…), to copy and send: whoever opens it sees the list
// read-only and can save it all.
import { savedMessages as t } from "@shared/saved/saved-texts";
import { pathInLocale } from "@shared/i18n/active-locale";
import { pagePaths } from "@shared/routing/paths";
import { SHARED_IDS_PARAM, sharedIdsValue } from "@shared/saved/saved-lists";
import type { SavedPlace } from "@shared/saved/saved-places";
import { secondaryButton } from "@web/components/ui/button-styles";
import { CopyLinkButton } from "@web/components/ui/copy-link-button";
import { useOrigin } from "@web/lib/origin";

export function ShareLink({ places }: { places: readonly SavedPlace[] }) {
  const origin = useOrigin();
  const link = `${origin}${pathInLocale(pagePaths.saved)}?${SHARED_IDS_PARAM}=${sharedIdsValue(places)}`;
  return (
    <section aria-labelledby="share-heading" className="mt-12 rounded-3xl bg-gray-50 p-6">
      <h2 id="share-heading" className="text-xl font-bold">
        {t.shareHeading}
      </h2>
      <p className="mt-1 text-gray-700">{t.shareText}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t.shareLink}
          <input
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="rounded-lg border border-gray-300 bg-white px-3 py-2 font-normal"
          />
        </label>
        <CopyLinkButton url={link} className={secondaryButton} />
      </div>
    </section>
  );
}
