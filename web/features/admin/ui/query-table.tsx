// An admin table of rows, most often fed by one query: a retry while it fails, a loading line while it
// comes, the `empty` note when it has no rows (without one, an empty list still shows its column heads).
import type { ReactNode } from "react";
import { QueryError } from "@web/components/ui/query-error";
import { ColumnHeads } from "./column-heads";
import { EmptyNote, LoadingSection } from "./section-states";

interface Props<Row> {
  query?: { isError: boolean; refetch: () => unknown };
  rows: readonly Row[] | undefined;
  columns: string[];
  /** A last column of row actions (their buttons name themselves). */
  actions?: boolean;
  caption?: ReactNode;
  empty?: ReactNode;
  children: (row: Row) => ReactNode;
}

export function QueryTable<Row>({ query, rows, columns, actions, caption, empty, children }: Props<Row>) {
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
