// Reading the audit log: newest first, filtered by person, action and UTC days, in keyset pages
// (at, id), each filter served by an index of migration 0023.
import { and, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { auditListInput } from "@shared/people/audit-schema";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

export async function listAudit(db: Db, input: z.output<typeof auditListInput>, limit: number) {
  const conditions: SQL[] = [];
  if (input.person) conditions.push(eq(auditLog.actor_email, input.person));
  if (input.action) conditions.push(eq(auditLog.action, input.action));
  if (input.from) conditions.push(gte(auditLog.at, `${input.from}T00:00:00.000Z`));
  if (input.to) conditions.push(lt(auditLog.at, nextDay(input.to)));
  if (input.cursor) {
    const { at, id } = input.cursor;
    conditions.push(or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, id)))!);
  }
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor_email: auditLog.actor_email,
      action: auditLog.action,
      target_type: auditLog.target_type,
      target_id: auditLog.target_id,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
