// What an admin section shows before its rows: a loading line while they come, a note when there are none.
import type { ReactNode } from "react";
import { adminMessages } from "@shared/admin/admin-texts";

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
