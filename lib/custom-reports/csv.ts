import 'server-only';
import { neutraliseCell, neutraliseValue, type CellValue } from '@/lib/timesheets/export/formula';
import { csvStream } from '@/lib/timesheets/export/stream';
import type { ClientReading } from '@/lib/timesheets/export/client';
import { headerOf } from './runner';
import type { ReportDefinition } from './types';
import type { ReportRow } from './schema';

/** The sources whose `status` column holds a status_options name (a seeded one reads in the reader's language). */
const NAMED_STATUS_SOURCES: ReadonlySet<ReportDefinition['source']> = new Set(['candidates', 'applications']);

/** `statusName`: how the reader reads a configurable status's name (lib/statuses/seeded-names-server.ts). */
async function* records(
  rows: AsyncIterable<ReportRow>,
  def: ReportDefinition,
  statusName: (name: string) => string,
  reading?: ClientReading,
): AsyncGenerator<CellValue[]> {
  yield def.fields.map((f) => neutraliseCell(reading ? reading.header(f) : headerOf(def, f)));
  const named = NAMED_STATUS_SOURCES.has(def.source);
  const cell = (f: string, v: CellValue) =>
    reading ? reading.cell(f, v) : named && f === 'status' && typeof v === 'string' ? statusName(v) : v;
  // Every cell through the formula guard: names, comments and sources are typed by people.
  for await (const row of rows) yield def.fields.map((f) => neutraliseValue(cell(f, row[f] ?? null)));
}

/**
 * A report's rows as a streamed CSV: header row of the fields' names, then the rows in the report's order.
 * A seeded status name (Placed, Interview…) is written in the reader's language until the tenant renames it.
 * `reading`: a client contact's timesheets report (export/custom), headed and worded as her timesheet file is
 * (lib/timesheets/export/client.ts), its fields already cut to what she may read.
 */
export function reportCsv(
  rows: AsyncIterable<ReportRow>,
  def: ReportDefinition,
  statusName: (name: string) => string = (name) => name,
  reading?: ClientReading,
): ReadableStream<Uint8Array> {
  return csvStream(records(rows, def, statusName, reading));
}
