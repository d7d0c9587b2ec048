// The Audit log tab (admins): every privileged action, newest first, filtered by person, action and
// days (the filters apply when the form is sent), paged with "Load more".
import { useState, type FormEvent } from "react";
import { adminPeopleMessages as m, auditActionLabel } from "@shared/people/admin-people-texts";
import { AUDIT_ACTIONS, type AuditListInput } from "@shared/people/audit-schema";
import { formatTimestamp } from "@web/lib/dates";
import { trpc } from "@web/lib/trpc";
import { QueryTable, AdminSection } from "@web/features/admin/ui/admin-section";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";

const FIELD = "mt-1 rounded-lg border border-gray-300 px-3 py-2";

/** The form's filled-in filters (an empty field filters nothing; the server validates the rest). */
function filtersOf(form: HTMLFormElement): AuditListInput {
  const filled = [...new FormData(form)]
    .map(([name, value]) => [name, typeof value === "string" ? value.trim() : ""])
    .filter(([, value]) => value !== "");
  return Object.fromEntries(filled) as AuditListInput;
}

export default function AuditView() {
  const [filters, setFilters] = useState<AuditListInput>({});
  const list = trpc.admin.audit.list.useInfiniteQuery(filters, { staleTime: 0, getNextPageParam: (page) => page.nextCursor });
  const entries = list.data?.pages.flatMap((page) => page.items);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters(filtersOf(event.currentTarget));
  }

  return (
    <AdminSection heading={m.auditHeading}>
      <form aria-label={m.auditFiltersLabel} onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-4">
        <label className="flex flex-col text-sm font-medium">
          {m.auditPersonLabel}
          <input name="person" type="email" autoComplete="off" className={FIELD} />
        </label>
        <label className="flex flex-col text-sm font-medium">
          {m.auditActionLabel}
          <select name="action" defaultValue="" className={FIELD}>
            <option value="">{m.auditAnyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-medium">
          {m.auditFromLabel}
          <input name="from" type="date" className={FIELD} />
        </label>
        <label className="flex flex-col text-sm font-medium">
          {m.auditToLabel}
          <input name="to" type="date" className={FIELD} />
        </label>
        <button type="submit" className={primaryButton}>
          {m.auditApply}
        </button>
      </form>
      <QueryTable
        query={list}
        rows={entries}
        columns={[m.auditColumnWhen, m.auditColumnWho, m.auditColumnAction, m.auditColumnTarget]}
        empty={m.auditEmpty}
      >
        {(entry) => (
          <tr key={entry.id} className="border-b border-gray-100 align-top">
            <td className="px-2 py-2 whitespace-nowrap">{formatTimestamp(entry.at)}</td>
            <td className="px-2 py-2 break-all">{entry.actor_email === "system" ? m.auditSystem : entry.actor_email}</td>
            <td className="px-2 py-2">{auditActionLabel(entry.action)}</td>
            <td className="px-2 py-2 font-mono text-xs break-all">
              {entry.target_type ? `${entry.target_type} ${entry.target_id ?? ""}` : ""}
              {entry.detail ? ` ${JSON.stringify(entry.detail)}` : ""}
            </td>
          </tr>
        )}
      </QueryTable>
      {list.hasNextPage && (
        <button type="button" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} className={`${secondaryButton} mt-4`}>
          {m.auditLoadMore}
        </button>
      )}
    </AdminSection>
  );
}
