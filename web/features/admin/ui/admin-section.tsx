// A titled part of an admin screen: a tab's section (h2) or a part of one (h3), named by its heading for
// assistive technology, with its intro under the heading when it has one.
import { useId, type ReactNode } from "react";
import { QueryError } from "@web/components/ui/query-error";
import { adminMessages } from "@shared/admin/admin-texts";

interface Props {
  heading: ReactNode;
  intro?: ReactNode;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}

export function AdminSection({ heading, intro, level = 2, className, children }: Props) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={`mb-2 font-bold ${level === 2 ? "text-xl" : "text-lg"}`}>
        {heading}
      </Heading>
      {intro && <p className="mb-4 max-w-prose text-sm text-gray-700">{intro}</p>}
      {children}
    </section>
  );
}

// An admin table of rows, most often fed by one query: a retry while it fails, a loading line while it
// comes, the `empty` note when it has no rows (without one, an empty list still shows its column heads).
interface QueryTableProps<Row> {
  query?: { isError: boolean; refetch: () => unknown };
  rows: readonly Row[] | undefined;
  columns: string[];
  /** A last column of row actions (their buttons name themselves). */
  actions?: boolean;
  caption?: ReactNode;
  empty?: ReactNode;
  children: (row: Row) => ReactNode;
}

export function QueryTable<Row>({ query, rows, columns, actions, caption, empty, children }: QueryTableProps<Row>) {
  if (query?.isError) return <QueryError onRetry={() => void query.refetch()} />;
  if (!rows) return <LoadingSection />;
  if (rows.length === 0 && empty) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption}
        <ColumnHeads names={columns} actions={actions} />
        <tbody>{rows.map(children)}</tbody>
      </table>
    </div>
  );
}

// The head row of an admin table: one column header per name, and an empty cell over a last column of
// row actions (its buttons name themselves).
export function ColumnHeads({ names, actions = false }: { names: string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className="border-b border-gray-200 px-2 py-2 font-semibold">
            {name}
          </th>
        ))}
        {actions && <td className="border-b border-gray-200" />}
      </tr>
    </thead>
  );
}

// What an admin section shows before its rows: a loading line while they come (or a retry when they
// could not), a note when there are none.
export function LoadingSection() {
  return (
    <p role="status" aria-busy="true" className="py-8 text-gray-700">
      {adminMessages.loading}
    </p>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-gray-300 p-8 text-center text-gray-700">{children}</p>;
}

/** A query's retry while it has failed with nothing to show, its loading line while it comes, then `children` with its data. */
export function QueryStates<T>({
  query,
  children,
}: {
  query: { isError: boolean; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  return query.isError ? <QueryError onRetry={() => void query.refetch()} /> : <LoadingSection />;
}
