import 'server-only';
import type { SQL } from 'drizzle-orm';
import { contentDisposition, companySlug } from '@/lib/timesheets/export/filename';
import { neutraliseCell, neutraliseValue, type CellValue } from '@/lib/timesheets/export/formula';
import { csvStream } from '@/lib/timesheets/export/stream';
import { byCompanySql, byUserSql, seriesSql, type EventScope } from './events';
import { granularityOf } from './period';
import { activityRows, toCompanyActivity, toSeriesPoint, toUserActivity } from './queries';
import type { ExportKind, Totals } from './types';
import type { DbOrTx } from '@/lib/db/client';

type Raw = Record<string, unknown>;
type Column<T> = { header: string; value: (row: T) => CellValue };
/** `placements`: the placements column's header, the tenant's own plural when it renamed the label. */
type Table<T> = { part: (s: EventScope) => SQL; map: (r: Raw) => T; columns: (s: EventScope, placements: string) => Column<T>[] };

/** The headers are fixed English words for spreadsheets and integrations, except a label the tenant renamed. */
const metricColumns = (placements: string): Column<Totals>[] => [
  { header: 'Logins', value: (r) => r.logins },
  { header: 'Timesheet actions', value: (r) => r.timesheet_actions },
  { header: 'Applications', value: (r) => r.applications },
  { header: placements, value: (r) => r.placements },
];

const table = <T>(t: Table<T>) => t;

const TABLES = {
  series: table({
    part: seriesSql,
    map: toSeriesPoint,
    columns: (s, placements) => [
      { header: granularityOf(s) === 'day' ? 'Day' : 'Week of', value: (r) => r.bucket },
      ...metricColumns(placements),
    ],
  }),
  users: table({
    part: byUserSql,
    map: toUserActivity,
    columns: (_s, placements) => [
      { header: 'User', value: (r) => r.name },
      { header: 'Email', value: (r) => r.email },
      ...metricColumns(placements),
      { header: 'Last active', value: (r) => r.last_active },
    ],
  }),
  companies: table({
    part: byCompanySql,
    map: toCompanyActivity,
    columns: (_s, placements) => [{ header: 'Company', value: (r) => r.name }, ...metricColumns(placements)],
  }),
} satisfies Record<ExportKind, unknown>;

/** Header, then the rows; every cell goes through the formula guard (a user may be named "=HYPERLINK(...)"). */
async function* records<T>(rows: T[], columns: Column<T>[]): AsyncGenerator<CellValue[]> {
  yield columns.map((c) => neutraliseCell(c.header));
  for (const row of rows) yield columns.map((c) => neutraliseValue(c.value(row)));
}

/** `{company}-activity-{from}-{to}.csv`; the per-user and per-company files name their table too. */
function activityFilename(tenantSlug: string, kind: ExportKind, s: Pick<EventScope, 'from' | 'to'>): string {
  return `${companySlug(tenantSlug)}-activity-${kind === 'series' ? '' : `${kind}-`}${s.from}-${s.to}.csv`;
}

async function csvBody<T>(db: DbOrTx, t: Table<T>, s: EventScope, placements: string): Promise<ReadableStream<Uint8Array>> {
  // Read before the first byte: a failed query is then an error status, not a truncated 200.
  // The tables are bounded (a row per day/week, user or company), so holding them is cheap.
  return csvStream(records(await activityRows(db, s, t.part, t.map), t.columns(s, placements)));
}

/**
 * The CSV download of one table of the report. `placements`: the tenant's plural for placements in the
 * reader's language when it renamed the label (lib/settings/label-words.ts), else the file's English word.
 */
export async function activityCsvResponse(
  db: DbOrTx,
  tenantSlug: string,
  kind: ExportKind,
  s: EventScope,
  placements: string | null = null,
): Promise<Response> {
  const header = placements ?? 'Placements';
  const stream =
    kind === 'series'
      ? await csvBody(db, TABLES.series, s, header)
      : kind === 'users'
        ? await csvBody(db, TABLES.users, s, header)
        : await csvBody(db, TABLES.companies, s, header);
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(activityFilename(tenantSlug, kind, s)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
