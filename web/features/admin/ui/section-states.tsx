// What an admin section shows before its rows: a loading line while they come (or a retry when they
// could not), a note when there are none.
import type { ReactNode } from "react";
import { adminMessages } from "@shared/admin/admin-texts";
import { QueryError } from "@web/components/ui/query-error";

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
