import type { TimesheetRow } from '../schema';

/**
 * What the export files read of a timesheet: its list row less what no file prints (the ids of its site and
 * company, the rules it was totalled under, its bill tiers, archive and payroll-batch marks, open exceptions).
 * The export query (lib/timesheets/export-queries.ts) reads only these columns; a full list row is one too.
 */
export type ExportRow = Omit<
  TimesheetRow,
  'location_id' | 'company_id' | 'overtime_law' | 'rules_version' | 'bill_amounts' | 'archived_at' | 'payroll_batch' | 'open_exceptions'
>;
