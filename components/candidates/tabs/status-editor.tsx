'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { api } from '@/lib/browser/api';
import { useAction } from '@/lib/browser/use-action';
import type { CandidateDetail, StatusOption } from '@/lib/candidates/types';
import { paths, type OneBody } from '../api';
import { useSetCandidate } from '../use-candidate';

/** The configurable candidate status (profile PUT). An archived current status stays visible until changed. */
export function StatusEditor({ candidate, statuses }: { candidate: CandidateDetail; statuses: StatusOption[] }) {
  const t = useTranslations('candidates.details');
  const setCandidate = useSetCandidate(candidate._id);
  const { busy, run } = useAction();
  const [value, setValue] = useState(candidate.status_id ?? '');
  const current = candidate.status_id ?? '';
  const archived = candidate.status && !statuses.some((s) => s._id === candidate.status?._id) ? candidate.status : null;

  async function save() {
    const res = await run(
      () => api.put<OneBody<CandidateDetail>>('candidates', paths.profile(candidate._id), { status_id: value || null }),
      t('statusSaved'),
    );
    if (res) void setCandidate(res.data);
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label={t('status')}>
        {(p) => (
          <select {...p} value={value} onChange={(e) => setValue(e.target.value)} className={`${control} w-56`}>
            <option value="">{t('noStatus')}</option>
            {archived ? (
              <option value={archived._id} disabled>
                {t('archivedStatus', { name: archived.name })}
              </option>
            ) : null}
            {statuses.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button onClick={() => void save()} loading={busy} disabled={value === current}>
        {t('saveStatus')}
      </Button>
    </div>
  );
}
