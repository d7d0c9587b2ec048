// The listing editor's "Owners": who manages the listing (address, role, proof, since when) and, for
// admins, "Revoke" beside each (editors see the list only; the server checks the role either way). What
// happened is announced; after a revocation focus goes to the part's heading.
import { useId, useRef, useState } from "react";
import { format } from "@shared/i18n/messages";
import { curationMessages as m } from "@shared/listings/curation-texts";
import { roleAllows } from "@shared/people/staff-roles";
import { secondaryButton } from "@web/components/ui/button-styles";
import { formatTimestamp } from "@web/lib/dates";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";

export function ListingOwners({ id }: { id: number }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery();
  const owners = trpc.admin.listings.owners.useQuery({ id }, { staleTime: 0 });
  const [announcement, setAnnouncement] = useState("");
  const mayRevoke = roleAllows(me.data?.roles ?? [], "admin");
  const revoke = trpc.admin.listings.revokeOwner.useMutation({
    onSuccess: (team, input) => {
      const email = owners.data?.find((person) => person.userId === input.userId)?.email ?? "";
      utils.admin.listings.owners.setData({ id }, team);
      setAnnouncement(format(m.revoked, { email }));
      heading.current?.focus();
    },
    onError: (error) => notify.error(m.errorTitle, apiReason(error) ?? m.saveFailed),
  });

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 ref={heading} id={headingId} tabIndex={-1} className="mb-2 text-lg font-bold focus:outline-none focus-visible:outline-3">
        {m.ownersHeading}
      </h3>
      <p role="status" className="text-sm text-gray-700">
        {announcement}
      </p>
      {!owners.data ? null : owners.data.length === 0 ? (
        <p className="text-sm text-gray-700">{m.ownersNone}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.ownersCaption}</caption>
          <thead>
            <tr className="text-gray-700">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {m.ownerEmail}
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {m.ownerRole}
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {m.ownerProof}
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {m.ownerSince}
              </th>
              {mayRevoke && (
                <th scope="col" className="py-1 font-semibold">
                  {m.ownerActions}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {owners.data.map((person) => (
              <tr key={person.userId} className="border-t border-gray-200">
                <th scope="row" className="py-1 pr-3 font-normal break-all">
                  {person.email}
                </th>
                <td className="py-1 pr-3">{m[`ownerRole_${person.role}`]}</td>
                <td className="py-1 pr-3">{m[`ownerProof_${person.proof}`]}</td>
                <td className="py-1 pr-3">{formatTimestamp(person.verifiedAt)}</td>
                {mayRevoke && (
                  <td className="py-1">
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={format(m.revokeLabel, { email: person.email })}
                      aria-disabled={revoke.isPending}
                      onClick={() => revoke.isPending || revoke.mutate({ id, userId: person.userId })}
                    >
                      {m.revoke}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
