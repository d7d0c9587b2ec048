// The admin Listings view (beyond the spec): find any listing by words, type, city and status, page
// through the matches, and open one to edit it. The filters are a plain form (Enter or "Find" applies
// them); each result's Edit button opens the editor dialog, which returns focus to it on close.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { BROWSABLE_TYPES } from "@shared/listings/listing-types";
import { LISTING_STATUSES } from "@shared/listings/listing-states";
import { format, messages } from "@shared/i18n/messages";
import { curationMessages as m } from "@shared/listings/curation-texts";
import type { CurationListInput } from "@shared/listings/listing-curation-schema";
import { controlClass } from "@web/components/ui/form-field";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { QueryError } from "@web/components/ui/query-error";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { ListingEditor, statusWords } from "./listing-editor";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";
import { CityOptions } from "@web/components/ui/city-options";
import { placeName } from "@shared/places/place-names";

export default function ListingsView() {
  const [filter, setFilter] = useState<CurationListInput>({});
  const found = trpc.admin.listings.list.useQuery(filter, { staleTime: 0, placeholderData: (previous) => previous });
  const sessionLost = useSessionLossCheck();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<number | null>(null);

  useEffect(() => {
    if (found.error && !sessionLost(found.error)) notify.error(m.errorTitle, m.loadFailed);
  }, [found.error, sessionLost]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const pick = (name: string) => (data.get(name) as string | null)?.trim() || undefined;
    setFilter({
      q: pick("q"),
      type: pick("type") as CurationListInput["type"],
      city: pick("city"),
      status: pick("status") as CurationListInput["status"],
    });
  }

  function goTo(page: number) {
    setFilter((current) => ({ ...current, page }));
    resultsHeading.current?.focus();
  }

  const page = found.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <section aria-labelledby="curation-heading">
      <h2 id="curation-heading" className="text-xl font-bold">
        {m.heading}
      </h2>
      <p className="mt-1 mb-4 text-gray-700">{m.intro}</p>

      <form
        role="search"
        aria-label={m.filtersLabel}
        onSubmit={apply}
        className="grid gap-3 rounded-2xl border border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="lg:col-span-2">
          <label htmlFor="curation-q" className="mb-1 block text-sm font-semibold">
            {m.searchLabel}
          </label>
          <input id="curation-q" name="q" type="search" maxLength={100} aria-describedby="curation-q-hint" className={controlClass} />
          <p id="curation-q-hint" className="mt-1 text-sm text-gray-700">
            {m.searchHint}
          </p>
        </div>
        <FilterSelect name="type" label={m.typeLabel} any={m.anyType}>
          {BROWSABLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {messages.types[type]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="city" label={m.cityLabel} any={m.anyCity}>
          <CityOptions />
        </FilterSelect>
        <FilterSelect name="status" label={m.statusLabel} any={m.anyStatus}>
          {LISTING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusWords()[status]}
            </option>
          ))}
        </FilterSelect>
        <div className="sm:col-span-2 lg:col-span-5">
          <button type="submit" className={primaryButton}>
            {m.find}
          </button>
        </div>
      </form>

      <h3 ref={resultsHeading} tabIndex={-1} className="mt-6 mb-3 text-lg font-bold focus:outline-none focus-visible:outline-3">
        {m.resultsLabel}
      </h3>
      {found.isError && !page ? (
        <QueryError onRetry={() => void found.refetch()} />
      ) : !page ? (
        <p role="status" aria-busy="true" className="py-6 text-gray-700">
          {m.loading}
        </p>
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-gray-700">
            {page.total === 0 ? m.none : format(m.found, { total: page.total, page: page.page, pages })}
          </p>
          {page.items.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-gray-200">
                    {[m.titleLabel, m.typeLabel, m.cityLabel, m.statusLabel].map((heading) => (
                      <th key={heading} scope="col" className="py-2 pr-3">
                        {heading}
                      </th>
                    ))}
                    <th scope="col" className="py-2">
                      <span className="sr-only">{m.edit}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((item) => (
                    <tr key={item.id} className="border-b border-gray-100">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {item.title}
                        <span className="block text-xs font-normal text-gray-700">
                          {[
                            item.source === "catalogue" ? m.catalogue : m.community,
                            item.featured && m.featured,
                            item.edited_fields.length > 0 && m.edited,
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        </span>
                      </th>
                      <td className="py-2 pr-3">{messages.types[item.type]}</td>
                      <td className="py-2 pr-3">{placeName(item.city)}</td>
                      <td className="py-2 pr-3">{statusWords()[item.status]}</td>
                      <td className="py-2 text-right">
                        <ListingEditor
                          id={item.id}
                          title={item.title}
                          open={editing === item.id}
                          onOpenChange={(open) => setEditing(open ? item.id : null)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <nav aria-label={m.resultsLabel} className="mt-4 flex gap-2">
              <button type="button" className={secondaryButton} disabled={page.page <= 1} onClick={() => goTo(page.page - 1)}>
                {m.previous}
              </button>
              <button type="button" className={secondaryButton} disabled={page.page >= pages} onClick={() => goTo(page.page + 1)}>
                {m.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** One filter of the form: a labelled select whose empty first option means "any". */
function FilterSelect({ name, label, any, children }: { name: string; label: string; any: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`curation-${name}`} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select id={`curation-${name}`} name={name} className={controlClass}>
        <option value="">{any}</option>
        {children}
      </select>
    </div>
  );
}
