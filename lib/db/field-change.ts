/** A value before or after a change, as the timesheet log's `changes` column stores it. */
export type ChangeValue = string | number | boolean | null;

/** One field's change: instants as ISO strings, a field the entity did not have (a card added or removed) as null. */
export type FieldChange = {
  /** shift and assignment: a shift's log (shift_logs, lib/shifts/logs.ts). */
  entity: 'timesheet' | 'timecard' | 'shift' | 'assignment';
  /** The timecard's or assignment's id (timecard and assignment changes only). */
  entity_id?: string;
  field: string;
  from: ChangeValue;
  to: ChangeValue;
  /** The card's clock-in (after the change; before it for a removed card): the History tab names the card's day by it. */
  card_clock_in?: string;
};
