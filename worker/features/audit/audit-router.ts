// `admin.audit.*`: the Audit log tab (admins only).
import { AUDIT_PAGE_SIZE, auditListInput } from "@shared/people/audit-schema";
import { adminProcedure, router } from "../../trpc/init";
import { listAudit } from "./audit-log";

export const auditRouter = router({
  /** One page of entries, newest first; `nextCursor` is null on the last one. */
  list: adminProcedure.input(auditListInput).query(async ({ ctx, input }) => {
    // One row more than a page tells whether another page follows.
    const rows = await listAudit(ctx.db, input, AUDIT_PAGE_SIZE + 1);
    const items = rows.slice(0, AUDIT_PAGE_SIZE);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? { at: last.at, id: last.id } : null };
  }),
});
