'use client';
import { useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { reportInput } from '@/lib/custom-reports/schema';
import { REPORT_SOURCES, SOURCES, type ReportSource } from '@/lib/custom-reports/sources';
import type { FilterKey, ReportFilters } from '@/lib/custom-reports/types';
import type { CustomReport } from '@/lib/custom-reports/schema';

export type Draft = { name: string; source: ReportSource; fields: string[]; filters: ReportFilters };

/** The draft as the builder holds it, then checked by the schema POST and PUT /custom-reports parse. */
const draftSchema = z
  .object({ name: z.string(), source: z.enum(REPORT_SOURCES), fields: z.array(z.string()), filters: z.custom<ReportFilters>() })
  .transform((d): z.input<typeof reportInput> => d)
  .pipe(reportInput);

const blank = (source: ReportSource, name = ''): Draft => ({ name, source, fields: [...SOURCES[source].defaultFields], filters: {} });
const fromReport = (r: CustomReport | undefined): Draft =>
  r ? { name: r.name, source: r.source, fields: [...r.fields], filters: { ...r.filters } } : blank('timesheets');

// Filter objects compare by content: the same filters in another key order, or a name's outer spaces, are no change.
const canonical = (d: Draft) =>
  JSON.stringify({
    ...d,
    name: d.name.trim(),
    filters: Object.entries(d.filters)
      .filter(([, v]) => v)
      .sort(),
  });

/**
 * The builder's kit form over a report (the API's own schema, POST/PUT /custom-reports, checks it on save), against
 * the version last saved (for "unsaved changes"). The picker, source and filters are set through the helpers,
 * which keep a report's fields and filters within its source.
 */
export function useReportDraft(report: CustomReport | undefined) {
  const [saved, setSaved] = useState(() => fromReport(report));
  const form = useZodForm(draftSchema, saved);
  const draft = form.watch();
  const dirty = { shouldDirty: true } as const;
  return {
    form,
    draft,
    dirty: canonical(draft) !== canonical(saved),
    // Fields and filters belong to a source: another source starts from its own defaults.
    setSource: (source: ReportSource) => {
      form.setValue('fields', [...SOURCES[source].defaultFields], dirty);
      form.setValue('filters', {}, dirty);
    },
    setFields: (fields: string[]) => form.setValue('fields', fields, dirty),
    setFilter: (key: FilterKey, value: string) => {
      const filters = { ...draft.filters, [key]: value || undefined };
      // A location belongs to one company: picking another company clears a location outside it.
      if (key === 'company_id') delete filters.location_id;
      form.setValue('filters', Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), dirty);
    },
    markSaved: (r: CustomReport) => {
      const next = fromReport(r);
      setSaved(next);
      form.reset(next);
    },
  };
}
