'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Select } from '@/components/ui/select';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import type { Exclusion, NamedOption } from '@/lib/candidates/types';
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
  const [doomed, setDoomed] = useState<Exclusion | null>(null);
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

  async function remove() {
    if (!doomed) return;
    const res = await run(
      () => callApi(candidatesRoutes.removeExclusion, { params: { id: candidateId, companyId: doomed.company_id } }),
      t('removed'),
    );
    setDoomed(null);
    if (res !== null) void mutate();
  }

  return (
    <div className="space-y-4">
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
              {body.data.map((ex) => (
                <li key={ex.company_id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                  <div>
                    <p className="font-medium text-slate-900">{ex.company_name}</p>
                    {ex.reason ? <p className="text-slate-700">{ex.reason}</p> : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('removeLabel', { company: ex.company_name })}
                    onClick={() => setDoomed(ex)}
                  >
                    {tc('remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
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
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        busy={busy}
        title={t('confirmTitle')}
        description={t('confirmBody', { company: doomed?.company_name ?? '' })}
        confirmLabel={tc('remove')}
        cancelLabel={tc('cancel')}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
