'use client';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import type { JobRow } from '@/lib/jobs/schema';
import type { StatusOption } from '@/lib/statuses/schema';

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
  const keep = (id: string, label: string | null | undefined, list: SelectOption[]) =>
    id && !list.some((o) => o.value === id) ? [{ value: id, label: label ?? id }] : [];
  const jobOptions = jobs.map((j) => ({ value: j._id, label: j.title }));
  const statusOptions = statuses.map((s) => ({ value: s._id, label: s.name }));
  const sourceOptions = sources.map((s) => ({ value: s.name, label: s.name }));
  // Sources are stored by name; one saved as 'job board' by the public apply form is the option 'Job board'.
  const source = sources.find((o) => o.name.toLowerCase() === draft.source.toLowerCase())?.name ?? draft.source;
  const select = (field: keyof AppDraft, options: SelectOption[], empty?: string, value = draft[field]) => (
    <Field label={t(field)} error={errors[field]}>
      {(p) => (
        <Select
          {...p}
          value={value}
          onValueChange={(v) => onChange({ [field]: v })}
          options={[...(empty !== undefined ? [{ value: '', label: empty }] : []), ...options]}
        />
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
