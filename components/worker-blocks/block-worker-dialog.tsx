'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { Loading } from '@/components/ui/load-states';
import { Textarea } from '@/components/ui/textarea';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { messageOf } from '@/lib/browser/message-of';
import { useAction } from '@/lib/browser/use-action';
import { workerBlocksRoutes } from '@/lib/contracts/routes/worker-blocks';
import { BLOCK_REASON_MAX } from '@/lib/worker-blocks/types';
import { invalidate } from '@/lib/browser/invalidate';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';

type Scope = 'location' | 'company';

/** The block dialog: where (this location, or the whole company when allowed), why, and a confirmation. */
export function BlockWorkerDialog({
  candidateId,
  candidateName,
  locationId,
  timesheetId,
  onClose,
}: {
  candidateId: string;
  candidateName: string;
  locationId: string;
  timesheetId?: string;
  onClose: () => void;
}) {
  const t = useTranslations('workerBlocks.button');
  const name = useId();
  const { data, error, mutate } = useApi(workerBlocksRoutes.scope, { query: { candidate_id: candidateId, location_id: locationId } });
  const { busy, run, fieldErrors } = useAction({
    // From a timesheet, its log shows the block too.
    revalidate: () => invalidate(workerBlocksRoutes.list, workerBlocksRoutes.scope, ...(timesheetId ? [timesheetsRoutes.logs] : [])),
  });
  const [scope, setScope] = useState<Scope | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const info = data?.data;
  // The first choice the caller has: this location, else the company.
  const chosen: Scope | null = scope ?? (info?.can_block_location ? 'location' : info?.can_block_company ? 'company' : null);
  const reasonError = tried && !reason.trim() ? t('reasonRequired') : (fieldErrors.reason ?? null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!info || !chosen || !reason.trim()) return;
    const body =
      chosen === 'location'
        ? { candidate_id: candidateId, location_id: info.location_id, reason, timesheet_id: timesheetId ?? null }
        : { candidate_id: candidateId, company_id: info.company_id, reason, timesheet_id: timesheetId ?? null };
    const res = await run(() => callApi(workerBlocksRoutes.create, { body }), t('done', { name: candidateName }));
    if (res !== null) onClose();
  }

  const options: { value: Scope; label: string; allowed: boolean }[] = info
    ? [
        { value: 'location', label: t('scopeLocation', { location: info.location_name }), allowed: info.can_block_location },
        { value: 'company', label: t('scopeCompany', { company: info.company_name }), allowed: info.can_block_company },
      ]
    : [];

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title', { name: candidateName })}
      description={t('description', { name: candidateName })}
    >
      {error && !data ? (
        // The server's own words: a worker she never had is "Worker not found", not a failed load.
        <div role="alert" className="space-y-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p>{messageOf(error, t('loadFailed'))}</p>
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="outline" onClick={() => void mutate()}>
              {t('retry')}
            </Button>
            <Button size="sm" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : !info ? (
        <Loading label={t('loading')} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {info.blocks.length ? (
            <div className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <p className="font-medium">{t('inForce')}</p>
              <ul className="list-disc ps-5">
                {info.blocks.map((b) => (
                  <li key={b._id}>
                    {b.location_name ?? t('allLocations')}
                    {b.reason ? ` · ${b.reason}` : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {chosen === null ? (
            <p role="status" className="text-sm text-slate-800">
              {t('nothingLeft', { name: candidateName })}
            </p>
          ) : (
            <>
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-slate-800">{t('scope')}</legend>
                <div className="space-y-2">
                  {options.map((o) => (
                    <label
                      key={o.value}
                      className={
                        o.allowed ? 'flex items-start gap-2 text-sm text-slate-900' : 'flex items-start gap-2 text-sm text-slate-500'
                      }
                    >
                      <input
                        type="radio"
                        name={name}
                        value={o.value}
                        checked={chosen === o.value}
                        disabled={!o.allowed}
                        onChange={() => setScope(o.value)}
                        className="mt-0.5"
                      />
                      <span>{o.label}</span>
                    </label>
                  ))}
                </div>
                {!info.can_block_company && !info.blocks.some((b) => b.location_id === null) ? (
                  <p className="mt-2 text-xs text-slate-600">{t('companyNotAllowed', { company: info.company_name })}</p>
                ) : null}
              </fieldset>
              <Field label={t('reason')} hint={t('reasonHint', { max: BLOCK_REASON_MAX })} error={reasonError}>
                {(p) => (
                  <Textarea
                    {...p}
                    rows={3}
                    required
                    maxLength={BLOCK_REASON_MAX}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                  />
                )}
              </Field>
            </>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            {chosen !== null ? (
              <Button type="submit" variant="danger" loading={busy}>
                {t('confirm')}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </Dialog>
  );
}
