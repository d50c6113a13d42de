'use client';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/input';
import type { JobRow } from '@/lib/jobs/types';
import type { StatusOption } from '@/lib/statuses/types';
import { selectClass } from '@/components/ui/controls';

export type AppDraft = { job_id: string; status_id: string; source: string };
export type AppErrors = Partial<Record<keyof AppDraft, string | null>>;

/**
 * Job, status and source selects shared by the row editor and the "add application" form. A value no
 * longer offered (archived status, closed-and-gone job) stays listed so the select shows the truth.
 */
export function ApplicationFields({
  draft,
  errors,
  jobs,
  statuses,
  sources,
  current,
  onChange,
}: {
  draft: AppDraft;
  errors: AppErrors;
  jobs: JobRow[];
  statuses: StatusOption[];
  sources: StatusOption[];
  current?: { job?: string | null; status?: string | null; source?: string };
  onChange: (patch: Partial<AppDraft>) => void;
}) {
  const t = useTranslations('applications.editor');
  const keep = (id: string, label: string | null | undefined, list: { value: string }[]) =>
    id && !list.some((o) => o.value === id) ? [{ value: id, label: label ?? id }] : [];
  const jobOptions = jobs.map((j) => ({ value: j._id, label: j.title }));
  const statusOptions = statuses.map((s) => ({ value: s._id, label: s.name }));
  const sourceOptions = sources.map((s) => ({ value: s.name, label: s.name }));
  // Sources are stored by name; one saved as 'job board' by the public apply form is the option 'Job board'.
  const source = sources.find((o) => o.name.toLowerCase() === draft.source.toLowerCase())?.name ?? draft.source;
  const select = (field: keyof AppDraft, options: { value: string; label: string }[], empty?: string, value = draft[field]) => (
    <Field label={t(field)} error={errors[field]}>
      {(p) => (
        <select {...p} value={value} onChange={(e) => onChange({ [field]: e.target.value })} className={selectClass}>
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <div className="grid flex-1 gap-3 sm:grid-cols-3">
      {select('job_id', [...keep(draft.job_id, current?.job, jobOptions), ...jobOptions], t('noJob'))}
      {select(
        'status_id',
        [...keep(draft.status_id, current?.status, statusOptions), ...statusOptions],
        draft.status_id ? undefined : t('noStatus'),
      )}
      {select('source', [...keep(source, current?.source, sourceOptions), ...sourceOptions], undefined, source)}
    </div>
  );
}
