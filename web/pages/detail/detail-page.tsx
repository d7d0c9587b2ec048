// /{stories|events|gems|shop}/{city}/{slug}: one listing. Missing or unknown → its list page.
import { skipToken } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useParams } from "react-router-dom";
import type { BrowsableType } from "@shared/listings/listing-types";
import { listPath } from "@shared/routing/paths";
import { PageHead } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";
import { QueryError } from "@web/components/ui/query-error";
import { trpc } from "@web/lib/trpc";
import { DetailBody } from "./detail-body";
import { DetailHero } from "./detail-hero";
import { detailQueryInput } from "./first-view";
import { countActivity } from "./activity-beacon";

export default function DetailPage({ type }: { type: BrowsableType }) {
  const origin = useOrigin();
  const input = detailQueryInput(type, useParams());
  const query = trpc.listings.get.useQuery(input ?? skipToken);
  // One view per listing shown (the Worker keeps one per visitor and day).
  const listingId = query.data?.id;
  useEffect(() => {
    if (listingId !== undefined) countActivity(listingId, "view");
  }, [listingId]);

  if (!input || query.data === null) return <Navigate to={listPath(type)} replace />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-16">
        <QueryError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isPending) return <div className="min-h-[80vh]" aria-busy="true" />;

  const listing = query.data;
  return (
    <article className="pb-16">
      <PageHead meta={(builders) => builders.detailMeta(listing, origin)} />
      <DetailHero listing={listing} />
      <DetailBody listing={listing} />
    </article>
  );
}
