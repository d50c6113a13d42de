export const METRICS = ['logins', 'timesheet_actions', 'applications', 'placements'] as const;
export type Metric = (typeof METRICS)[number];
export type Totals = Record<Metric, number>;

export const EXPORT_KINDS = ['series', 'users', 'companies'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
