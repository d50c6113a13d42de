import type { DbOrTx } from '@/lib/db/client';
import type { ChangeValue, FieldChange } from '@/lib/db/field-change';
import { shiftLogs } from '@/lib/db/schema';

/** A value as the log stores it: instants as ISO strings, nothing as null. */
function logValue(v: unknown): ChangeValue {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
}

/** The shift fields a patch changes, before → after (fields it leaves alone or sets to what they were are no change). */
export function shiftChanges(before: Record<string, unknown>, patch: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [field, value] of Object.entries(patch)) {
    const from = logValue(before[field]);
    const to = logValue(value);
    if (from !== to) out.push({ entity: 'shift', field, from, to });
  }
  return out;
}

export const statusChange = (from: string | null, to: string): FieldChange => ({ entity: 'shift', field: 'status', from, to });
export const assignmentChange = (id: string, from: string | null, to: string): FieldChange => ({
  entity: 'assignment',
  entity_id: id,
  field: 'status',
  from,
  to,
});

/** One shift_logs row (DESIGN §5's audit shape): who (null = the system), the action, what changed, the comment. */
export async function writeShiftLog(
  tx: DbOrTx,
  actor: { tenantId: string; userId: string | null },
  shiftId: string,
  action: string,
  changes: FieldChange[],
  comment?: string | null,
): Promise<void> {
  await tx.insert(shiftLogs).values({ tenantId: actor.tenantId, shiftId, userId: actor.userId, action, changes, comment: comment || null });
}
