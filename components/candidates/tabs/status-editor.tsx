'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useStatusName } from '@/components/statuses/use-status-name';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import type { CandidateDetail, StatusOption } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { useSetCandidate } from '../use-candidate';

/** The configurable candidate status (profile PUT). An archived current status stays visible until changed. */
export function StatusEditor({ candidate, statuses }: { candidate: CandidateDetail; statuses: StatusOption[] }) {
  const t = useTranslations('candidates.details');
  const statusName = useStatusName();
  const setCandidate = useSetCandidate(candidate._id);
  const { busy, run } = useAction();
  const [value, setValue] = useState(candidate.status_id ?? '');
  const current = candidate.status_id ?? '';
  const archived = candidate.status && !statuses.some((s) => s._id === candidate.status?._id) ? candidate.status : null;

  async function save() {
    const res = await run(
      () => callApi(candidatesRoutes.profile, { params: { id: candidate._id }, body: { status_id: value || null } }),
      t('statusSaved'),
    );
    if (res) void setCandidate(res.data);
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        label={t('status')}
        size="sm"
        className="w-56"
        value={value}
        onValueChange={setValue}
        options={[
          { value: '', label: t('noStatus') },
          ...(archived ? [{ value: archived._id, label: t('archivedStatus', { name: archived.name }), disabled: true }] : []),
          ...statuses.map((s) => ({ value: s._id, label: statusName(s.name) })),
        ]}
      />
      <Button onClick={() => void save()} loading={busy} disabled={value === current}>
        {t('saveStatus')}
      </Button>
    </div>
  );
}
