'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { Loaded } from '@/components/ui/load-states';
import { RemovableList } from '@/components/ui/removable-list';
import { Select } from '@/components/ui/select';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import type { NamedOption } from '@/lib/candidates/types';
import type { Exclusion } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

/** Client companies this candidate must not be sent to: list, add (company + reason), remove with confirmation. */
export function ExclusionsPanel({ candidateId, companies }: { candidateId: string; companies: NamedOption[] }) {
  const t = useTranslations('candidates.exclusions');
  const tc = useTranslations('candidates.common');
  const { data, error, mutate } = useApi(candidatesRoutes.exclusions, { params: { id: candidateId } });
  const { busy, run } = useAction();
  const [companyId, setCompanyId] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const excluded = new Set((data?.data ?? []).map((e) => e.company_id));
  const choices = companies.filter((c) => !excluded.has(c._id));

  async function add(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!companyId) return;
    const res = await run(
      () =>
        callApi(candidatesRoutes.addExclusion, { params: { id: candidateId }, body: { company_id: companyId, reason: reason || null } }),
      t('added'),
    );
    if (res === null) return;
    setCompanyId('');
    setReason('');
    setTried(false);
    void mutate();
  }

  async function remove(ex: Exclusion) {
    const res = await run(
      () => callApi(candidatesRoutes.removeExclusion, { params: { id: candidateId, companyId: ex.company_id } }),
      t('removed'),
    );
    if (res !== null) void mutate();
  }

  return (
    <div className="space-y-4">
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) => (
          <RemovableList
            items={body.data}
            itemKey={(ex) => ex.company_id}
            empty={t('empty')}
            busy={busy}
            removeText={tc('remove')}
            removeLabel={(ex) => t('removeLabel', { company: ex.company_name })}
            confirm={(ex) => ({
              title: t('confirmTitle'),
              description: t('confirmBody', { company: ex?.company_name ?? '' }),
              confirmLabel: tc('remove'),
              cancelLabel: tc('cancel'),
            })}
            onRemove={remove}
          >
            {(ex) => (
              <div>
                <p className="font-medium text-slate-900">{ex.company_name}</p>
                {ex.reason ? <p className="text-slate-700">{ex.reason}</p> : null}
              </div>
            )}
          </RemovableList>
        )}
      </Loaded>
      <form onSubmit={add} noValidate className="flex flex-wrap items-start gap-3">
        <Field label={t('company')} error={tried && !companyId ? t('companyRequired') : null}>
          {(p) => (
            <Select
              {...p}
              size="sm"
              className="w-60"
              value={companyId}
              onValueChange={setCompanyId}
              options={[{ value: '', label: t('choose') }, ...choices.map((c) => ({ value: c._id, label: c.name }))]}
            />
          )}
        </Field>
        <Field label={t('reason')}>
          {(p) => <input {...p} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} className={`${control} w-72`} />}
        </Field>
        <Button type="submit" size="sm" className="mt-7" loading={busy}>
          {t('add')}
        </Button>
      </form>
    </div>
  );
}
