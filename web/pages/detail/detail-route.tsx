// Every listing type's detail page (/{prefix}/{city}/{slug}: one route per registry entry, all served by
// this module): the listing, or a redirect to its list when there is none (spec).
import { DETAIL_ROUTE_TYPES, isDetailRoute } from "@shared/routing/routes";
import { activeLocale } from "@shared/i18n/active-locale";
import { localizedPath } from "@shared/i18n/locales";
import { listPath } from "@shared/routing/paths";
import type { RouteModule } from "@web/app/define-route";
import DetailPage from "./detail-page";
import { detailQueryInput } from "./first-view";

function detailType(id: string | undefined) {
  if (!id || !isDetailRoute(id)) throw new Error(`"${id}" is not a detail route`);
  return DETAIL_ROUTE_TYPES[id];
}

export default {
  Screen: ({ id }) => <DetailPage type={detailType(id)} />,
  cache: "public",
  async edge(q, { id, request, origin, meta, page }) {
    const type = detailType(id);
    const input = detailQueryInput(type, request.params);
    const listing = input ? await q.listings.get.fetch(input) : null;
    // Spec: a missing or unknown item sends the visitor to the matching list page.
    if (!listing) return { kind: "redirect", location: localizedPath(listPath(type), activeLocale()) };
    return page(meta.detailMeta(listing, origin));
  },
} satisfies RouteModule;
