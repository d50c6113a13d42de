'use client';
import { useState } from 'react';
import { SOURCES, type ReportSource } from '@/lib/custom-reports/sources';
import type { CustomReport, FilterKey, ReportFilters } from '@/lib/custom-reports/types';

export type Draft = { name: string; source: ReportSource; fields: string[]; filters: ReportFilters };

const blank = (source: ReportSource, name = ''): Draft => ({ name, source, fields: [...SOURCES[source].defaultFields], filters: {} });
const fromReport = (r: CustomReport | undefined): Draft =>
  r ? { name: r.name, source: r.source, fields: [...r.fields], filters: { ...r.filters } } : blank('timesheets');

// Filter objects compare by content: the same filters in another key order are no change.
const canonical = (d: Draft) =>
  JSON.stringify({
    ...d,
    name: d.name.trim(),
    filters: Object.entries(d.filters)
      .filter(([, v]) => v)
      .sort(),
  });

/** The builder's working copy of a report, against the version last saved (for "unsaved changes"). */
export function useReportDraft(report: CustomReport | undefined) {
  const [saved, setSaved] = useState<Draft>(() => fromReport(report));
  const [draft, setDraft] = useState<Draft>(saved);
  const dirty = canonical(draft) !== canonical(saved);
  return {
    draft,
    dirty,
    setName: (name: string) => setDraft((d) => ({ ...d, name })),
    // Fields and filters belong to a source: another source starts from its own defaults.
    setSource: (source: ReportSource) => setDraft((d) => blank(source, d.name)),
    setFields: (fields: string[]) => setDraft((d) => ({ ...d, fields })),
    setFilter: (key: FilterKey, value: string) =>
      setDraft((d) => {
        const filters = { ...d.filters, [key]: value || undefined };
        // A location belongs to one company: picking another company clears a location outside it.
        if (key === 'company_id') delete filters.location_id;
        return { ...d, filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) };
      }),
    markSaved: (r: CustomReport) => {
      const next = fromReport(r);
      setSaved(next);
      setDraft(next);
    },
  };
}
