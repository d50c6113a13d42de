import type { AuditField } from '@/lib/timesheets/types';
import type { FieldChange } from '@/lib/timesheets/schema';

/** How a field's value reads: text as typed, a flag as Yes/No, an instant as a date and time, minutes or money as numbers. */
export type FieldKind = 'text' | 'flag' | 'instant' | 'minutes' | 'money';

export const FIELD_KINDS: Record<AuditField, FieldKind> = {
  comment: 'text',
  manager: 'text',
  payroll_batch: 'text',
  locked: 'flag',
  invoiced_client: 'flag',
  invoiced_vendor: 'flag',
  archived_at: 'instant',
  payroll_exported_at: 'instant',
  clock_in: 'instant',
  clock_out: 'instant',
  break_minutes: 'minutes',
  bill_rate: 'money',
  pay_rate: 'money',
};

export const isAuditField = (field: string): field is AuditField => Object.hasOwn(FIELD_KINDS, field);

type CardState = 'added' | 'removed' | 'changed';

/** A log entry's changes as the History tab shows them: the timesheet's own first, then each timecard in day order. */
export type ChangeGroup =
  { kind: 'timesheet'; changes: FieldChange[] } | { kind: 'card'; id: string; clockIn: string; state: CardState; changes: FieldChange[] };

/** A card every field of which came from nothing was added; one every field of which went to nothing was removed. */
function stateOf(changes: FieldChange[]): CardState {
  const whole = changes.some((c) => c.field === 'clock_in');
  if (whole && changes.every((c) => c.from === null)) return 'added';
  if (whole && changes.every((c) => c.to === null)) return 'removed';
  return 'changed';
}

export function groupChanges(changes: FieldChange[]): ChangeGroup[] {
  const sheet = changes.filter((c) => c.entity === 'timesheet');
  const cards = new Map<string, FieldChange[]>();
  for (const c of changes) {
    if (c.entity !== 'timecard') continue;
    const key = c.entity_id ?? '';
    cards.set(key, [...(cards.get(key) ?? []), c]);
  }
  const groups: ChangeGroup[] = sheet.length ? [{ kind: 'timesheet', changes: sheet }] : [];
  const byDay = [...cards].map(([id, list]): ChangeGroup => ({
    kind: 'card',
    id,
    clockIn: list[0]?.card_clock_in ?? '',
    state: stateOf(list),
    changes: list,
  }));
  return [...groups, ...byDay.sort((a, b) => (a.kind === 'card' && b.kind === 'card' ? a.clockIn.localeCompare(b.clockIn) : 0))];
}
