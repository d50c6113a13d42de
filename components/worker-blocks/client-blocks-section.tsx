'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import { useFormat } from '@/lib/browser/format';
import { callApi, keysOf, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { workerBlocksRoutes } from '@/lib/contracts/routes/worker-blocks';
import type { WorkerBlock } from '@/lib/worker-blocks/types';

/**
 * "Client blocks" on the candidate profile (staff): which client company or location refused the worker,
 * the reason, who blocked (a client's contact or agency staff) and when, each with Unblock (confirmed).
 */
export function ClientBlocksSection({ candidateId }: { candidateId: string }) {
  const t = useTranslations('workerBlocks.list');
  const fmt = useFormat();
  const { data, error, mutate } = useApi(workerBlocksRoutes.list, { query: { candidate_id: candidateId, per_page: 100 } });
  const { busy, run } = useAction({ revalidate: (m) => m(keysOf(workerBlocksRoutes.list, workerBlocksRoutes.scope)) });
  const [doomed, setDoomed] = useState<WorkerBlock | null>(null);
  const place = (b: WorkerBlock) => b.location_name ?? t('allLocations');

  async function unblock() {
    if (!doomed) return;
    const res = await run(() => callApi(workerBlocksRoutes.remove, { params: { id: doomed._id } }), t('removed'));
    setDoomed(null);
    if (res !== null) void mutate();
  }

  return (
    <section aria-labelledby="candidate-client-blocks" className="space-y-3">
      <div>
        <h2 id="candidate-client-blocks" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-700">{t('hint')}</p>
      </div>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid="client-blocks">
              {body.data.map((b) => (
                <li key={b._id} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
                  <div className="min-w-0 space-y-0.5">
                    <p className="font-medium text-slate-900">
                      {b.company_name} · {place(b)}
                    </p>
                    <p className="whitespace-pre-wrap break-words text-slate-800">{b.reason ?? t('noReason')}</p>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
                      <span>{t('by', { name: b.created_by_name ?? t('unknownUser'), date: fmt.stamp(b.created_at) })}</span>
                      <Badge tone={b.created_by_client ? 'warning' : 'neutral'}>
                        {b.created_by_client ? t('byClient') : t('byAgency')}
                      </Badge>
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('unblockLabel', { company: b.company_name, place: place(b) })}
                    onClick={() => setDoomed(b)}
                  >
                    {t('unblock')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        busy={busy}
        title={t('confirmTitle')}
        description={t('confirmBody', {
          name: doomed?.candidate_name ?? '',
          company: doomed?.company_name ?? '',
          place: doomed ? place(doomed) : '',
        })}
        confirmLabel={t('unblock')}
        cancelLabel={t('cancel')}
        onConfirm={() => void unblock()}
      />
    </section>
  );
}
