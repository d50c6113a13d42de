import 'server-only';
import { neutraliseCell, neutraliseValue, type CellValue } from '@/lib/timesheets/export/formula';
import { csvStream } from '@/lib/timesheets/export/stream';
import { headerOf } from './runner';
import type { ReportDefinition, ReportRow } from './types';

async function* records(rows: AsyncIterable<ReportRow>, def: ReportDefinition): AsyncGenerator<CellValue[]> {
  yield def.fields.map((f) => neutraliseCell(headerOf(def, f)));
  // Every cell through the formula guard: names, comments and sources are typed by people.
  for await (const row of rows) yield def.fields.map((f) => neutraliseValue(row[f] ?? null));
}

/** A report's rows as a streamed CSV: header row of the fields' names, then the rows in the report's order. */
export function reportCsv(rows: AsyncIterable<ReportRow>, def: ReportDefinition): ReadableStream<Uint8Array> {
  return csvStream(records(rows, def));
}
