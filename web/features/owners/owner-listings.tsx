// The listings the signed-in person owns or manages, each with its public page, its promotion now and a
// link to manage it (`?listing=<id>`, so the choice survives a reload and the back button; its promotion
// is bought or renewed there).
import { Link } from "react-router-dom";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { detailPath } from "@shared/routing/paths";
import { trpc } from "@web/lib/trpc";
import { OwnerStatus } from "./owner-status";

export function OwnerListings() {
  const mine = trpc.owners.mine.useQuery(undefined, { staleTime: 0 });
  if (!mine.data) return <OwnerStatus text={t.loading} />;
  if (mine.data.length === 0) return <p className="mt-6 rounded-2xl border border-dashed border-gray-300 p-8 text-gray-700">{t.none}</p>;
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold">{t.listingsHeading}</h2>
      <ul className="mt-4 space-y-3">
        {mine.data.map((listing) => (
          <li key={listing.id} className="flex flex-wrap items-baseline gap-2 rounded-2xl border border-gray-200 p-4">
            <Link to={detailPath(listing)} className="font-semibold text-gray-900 underline">
              {listing.title}
            </Link>
            <span className="text-gray-700">
              {listing.city} · {listing.role === "owner" ? t.roleOwner : t.roleManager} · {listing.promotion ?? t.promotionNone}
            </span>
            <Link to={`?listing=${listing.id}`} className="ml-auto font-semibold text-brand-700 underline">
              {t.manage}
              <span className="sr-only"> {listing.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
