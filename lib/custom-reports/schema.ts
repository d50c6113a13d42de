import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { FIELD_TYPES, fieldOf, isReportSource, REPORT_SOURCES, SOURCES } from './sources';
import { FILTER_KEYS, type ReportFilters } from './types';
import { isUuid } from '@/lib/schema-kit/uuid';
import { day as dayInput, uuid } from '@/lib/schema-kit/inputs';
import type { SourceMeta } from './sources';

// A form's cleared input arrives as "" or null: both mean "no filter".
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = z.preprocess(blank, dayInput('dates must be yyyy-MM-dd').optional());
const id = (what: string) => z.preprocess(blank, uuid(`${what} must be an id`).optional());

const reportFilters = z.strictObject(
  {
    date_from: day,
    date_to: day,
    status: z.preprocess(blank, z.string().trim().min(1).max(60).optional()),
    company_id: id('company_id'),
    location_id: id('location_id'),
  },
  { error: (i) => (i.code === 'unrecognized_keys' ? `unknown filter: ${i.keys.join(', ')}` : 'filters must be an object') },
);

const base = z.object({
  source: z.enum(REPORT_SOURCES, { error: `source must be one of ${REPORT_SOURCES.join(', ')}` }),
  fields: z
    .array(z.string().max(60), { error: 'fields must be a list of field keys' })
    .min(1, 'choose at least one field')
    .max(40, 'at most 40 fields'),
  filters: reportFilters.default({}),
});

type Def = z.infer<typeof base>;

/** What zod cannot say alone: fields and filters checked against the chosen source's catalogue. */
function checkAgainstSource(def: Def, ctx: z.RefinementCtx) {
  if (!isReportSource(def.source)) return;
  const meta = SOURCES[def.source];
  const unknown = def.fields.filter((f) => !fieldOf(def.source, f));
  if (unknown.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['fields'],
      message: 'validation.reportUnknownFields',
      params: {
        source: def.source,
        count: unknown.length,
        fields: unknown
          .slice(0, 5)
          .map((f) => JSON.stringify(f.slice(0, 40)))
          .join(', '),
      },
    });
  }
  const repeated = [...new Set(def.fields.filter((f, i) => def.fields.indexOf(f) !== i))];
  if (repeated.length)
    ctx.addIssue({ code: 'custom', path: ['fields'], message: 'validation.fieldsRepeated', params: { fields: repeated.join(', ') } });
  const f: ReportFilters = def.filters;
  if (f.date_from && f.date_to && f.date_from > f.date_to)
    ctx.addIssue({ code: 'custom', path: ['filters', 'date_to'], message: 'validation.dateToBeforeFrom' });
  if (f.company_id && !meta.filters.company)
    ctx.addIssue({
      code: 'custom',
      path: ['filters', 'company_id'],
      message: 'validation.reportNoCompanyFilter',
      params: { source: def.source },
    });
  if (f.location_id && !meta.filters.location)
    ctx.addIssue({
      code: 'custom',
      path: ['filters', 'location_id'],
      message: 'validation.reportNoLocationFilter',
      params: { source: def.source },
    });
  const status = meta.filters.status;
  if (f.status && status.kind === 'fixed' && !status.values.includes(f.status)) {
    ctx.addIssue({
      code: 'custom',
      path: ['filters', 'status'],
      message: 'validation.statusOneOf',
      params: { values: status.values.join(', ') },
    });
  }
  if (f.status && status.kind === 'options' && !isUuid(f.status)) {
    ctx.addIssue({ code: 'custom', path: ['filters', 'status'], message: 'validation.statusIdOf', params: { kind: status.statusKind } });
  }
}

/** POST /custom-reports/preview. */
export const reportDefinition = base.superRefine(checkAgainstSource);

/** POST /custom-reports and PUT /custom-reports/{id}. */
export const reportInput = base
  .extend({
    name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(80, 'name must be at most 80 characters'),
  })
  .superRefine(checkAgainstSource);
export type ReportInput = z.infer<typeof reportInput>;

/** GET /custom-reports/{id}/run. */
export const runQuery = pageQuery.pick({ page: true, per_page: true });

/** A saved report as the API returns it. */
export const customReport = z.object({
  _id: z.uuid(),
  name: z.string(),
  source: z.enum(REPORT_SOURCES),
  fields: z.array(z.string()),
  filters: z.object(
    Object.fromEntries(FILTER_KEYS.map((k) => [k, z.string().optional()])) as Record<
      (typeof FILTER_KEYS)[number],
      z.ZodOptional<z.ZodString>
    >,
  ),
  created_by: z.uuid().nullable(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});

/** One result row: field key → value. */
export const reportRow = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

const choice = z.object({ _id: z.uuid(), name: z.string() });
const locationChoice = choice.extend({ company_id: z.uuid(), company_name: z.string() });

const sourceMeta = z.object({
  key: z.enum(REPORT_SOURCES),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string().meta({ description: 'A key of the customReports.fields messages' }),
      type: z.enum(FIELD_TYPES),
    }),
  ),
  defaultFields: z.array(z.string()),
  filters: z.object({
    date: z.string(),
    status: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('fixed'), values: z.array(z.string()) }),
      z.object({ kind: z.literal('options'), statusKind: z.enum(['candidate', 'application']) }),
    ]),
    company: z.boolean(),
    location: z.boolean(),
  }),
});

/** GET /custom-reports/sources: the catalogue plus the tenant's values for its filters. */
export const sourcesPayload = z.object({
  sources: z.array(sourceMeta),
  statuses: z.object({ candidate: z.array(choice), application: z.array(choice) }),
  companies: z.array(choice),
  locations: z.array(locationChoice),
});

export type CustomReport = z.infer<typeof customReport>;

/** One result row: field key → value. */
export type ReportRow = z.infer<typeof reportRow>;

export type Choice = z.infer<typeof choice>;

type LocationChoice = z.infer<typeof locationChoice>;

/** GET /custom-reports/sources: the catalogue plus the tenant's values for its filters. */
export type SourcesPayload = {
  sources: SourceMeta[];
  statuses: { candidate: Choice[]; application: Choice[] };
  companies: Choice[];
  locations: LocationChoice[];
};
