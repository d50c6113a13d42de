/** The custom export (SPEC §7 `export/custom` with `fields`): the caller picks columns by key. */
import { englishErrors, say, type ErrorText } from '@/lib/errors';
import { renderError } from '@/lib/i18n/error-text';
import { DEFAULT_COLUMNS, type ExportColumn } from './csv';
import { roundTo } from './numbers';

// Beyond the default file (whose columns integrations already parse): fields a custom export may add.
const EXTRA_COLUMNS: readonly ExportColumn[] = [
  { key: 'double_time_hours', header: 'Double Time Hours', value: (r) => roundTo(r.double_time_hours, 2) },
  { key: 'margin', header: 'Margin', value: (r) => (r.margin === null ? null : roundTo(r.margin, 2)) },
  { key: '_id', header: 'Timesheet ID', value: (r) => r._id },
  { key: 'placement_id', header: 'Placement ID', value: (r) => r.placement_id },
  { key: 'submitted_at', header: 'Submitted At', value: (r) => r.submitted_at },
  { key: 'approved_at', header: 'Approved At', value: (r) => r.approved_at },
  { key: 'updated_at', header: 'Updated At', value: (r) => r.updated_at },
];

export const CUSTOM_FIELDS: Readonly<Record<string, ExportColumn>> = Object.freeze(
  Object.fromEntries([...DEFAULT_COLUMNS, ...EXTRA_COLUMNS].map((c) => [c.key, c])),
);

/** Every key `customColumns` accepts, in a stable order (for a field picker or a zod enum). */
export const CUSTOM_FIELD_KEYS: readonly string[] = Object.keys(CUSTOM_FIELDS);

/** Bad `fields` input: a 400 for the route, with the offending names in `fields`. */
export class ExportFieldError extends Error {
  constructor(
    readonly text: ErrorText,
    readonly fields: readonly string[],
  ) {
    super(renderError(text, englishErrors));
    this.name = 'ExportFieldError';
  }
}

// The names come from the request; keep the message readable if someone sends a novel.
const quoted = (names: string[]) => names.map((n) => JSON.stringify(n.length > 50 ? `${n.slice(0, 50)}…` : n)).join(', ');

/** The columns for `fields`, in the order given. Throws ExportFieldError on an empty, unknown or repeated field. */
export function customColumns(fields: string[]): ExportColumn[] {
  if (fields.length === 0) throw new ExportFieldError(say('timesheets.noExportFields'), []);
  // Object.hasOwn, not `in`: "constructor" or "__proto__" must not pass for a field.
  const unknown = fields.filter((f) => !Object.hasOwn(CUSTOM_FIELDS, f));
  if (unknown.length > 0) {
    throw new ExportFieldError(
      say('timesheets.unknownExportFields', { count: unknown.length, names: quoted(unknown), allowed: CUSTOM_FIELD_KEYS.join(', ') }),
      unknown,
    );
  }
  const repeated = [...new Set(fields.filter((f, i) => fields.indexOf(f) !== i))];
  if (repeated.length > 0) throw new ExportFieldError(say('timesheets.repeatedExportFields', { names: quoted(repeated) }), repeated);
  return fields.flatMap((f) => CUSTOM_FIELDS[f] ?? []); // every field is known by now
}
