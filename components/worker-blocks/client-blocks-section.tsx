'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Loaded } from '@/components/ui/load-states';
import { RemovableList } from '@/components/ui/removable-list';
import { useFormat } from '@/lib/browser/format';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { workerBlocksRoutes } from '@/lib/contracts/routes/worker-blocks';
import type { WorkerBlock } from '@/lib/worker-blocks/schema';
import { invalidate } from '@/lib/browser/invalidate';

/**
 * "Client blocks" on the candidate profile (staff): which client company or location refused the worker,
 * the reason, who blocked (a client's contact or agency staff) and when, each with Unblock (confirmed).
 */
export function ClientBlocksSection({ candidateId }: { candidateId: string }) {
  const t = useTranslations('workerBlocks.list');
  const fmt = useFormat();
  const { data, error, mutate } = useApi(workerBlocksRoutes.list, { query: { candidate_id: candidateId, per_page: 100 } });
  const { busy, run } = useAction({ revalidate: () => invalidate(workerBlocksRoutes.list, workerBlocksRoutes.scope) });
  const place = (b: WorkerBlock) => b.location_name ?? t('allLocations');

  async function unblock(b: WorkerBlock) {
    const res = await run(() => callApi(workerBlocksRoutes.remove, { params: { id: b._id } }), t('removed'));
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
        {(body) => (
          <RemovableList
            items={body.data}
            itemKey={(b) => b._id}
            empty={t('empty')}
            testId="client-blocks"
            align="start"
            busy={busy}
            removeText={t('unblock')}
            removeLabel={(b) => t('unblockLabel', { company: b.company_name, place: place(b) })}
            confirm={(b) => ({
              title: t('confirmTitle'),
              description: t('confirmBody', { name: b?.candidate_name ?? '', company: b?.company_name ?? '', place: b ? place(b) : '' }),
              confirmLabel: t('unblock'),
              cancelLabel: t('cancel'),
            })}
            onRemove={unblock}
          >
            {(b) => (
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium text-slate-900">
                  {b.company_name} · {place(b)}
                </p>
                <p className="whitespace-pre-wrap break-words text-slate-800">{b.reason ?? t('noReason')}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
                  <span>{t('by', { name: b.created_by_name ?? t('unknownUser'), date: fmt.stamp(b.created_at) })}</span>
                  <Badge tone={b.created_by_client ? 'warning' : 'neutral'}>{b.created_by_client ? t('byClient') : t('byAgency')}</Badge>
                </p>
              </div>
            )}
          </RemovableList>
        )}
      </Loaded>
    </section>
  );
}
