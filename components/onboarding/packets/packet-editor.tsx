'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/browser/api-client';
import { useApi } from '@/lib/browser/typed-api';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import type { ItemRow } from '@/lib/onboarding/schema';
import { ItemForm } from './item-form';
import { ItemList } from './item-list';
import { PacketHeader } from './packet-header';

// The assign form loads when it is first opened.
const AssignDialog = dynamic(() => import('../assignments/assign-dialog').then((m) => m.AssignDialog), { ssr: false });

/** One packet: its details, then its items, either listed (to reorder or remove) or one open in the form. */
export function PacketEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTranslations('onboarding.editor');
  const { data, error, mutate } = useApi(onboardingRoutes.packet, { params: { id } }, { shouldRetryOnError: false });
  const [editing, setEditing] = useState<ItemRow | 'new' | null>(null);
  const [assigning, setAssigning] = useState(0);

  if (error && !data) {
    const missing = error instanceof HttpError && error.status === 404;
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-sm text-red-900">
        <p className="font-semibold">{missing ? t('notFound') : t('loadFailed')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={missing ? onClose : () => void mutate()}>
          {missing ? t('close') : t('retry')}
        </Button>
      </div>
    );
  }
  if (!data)
    return (
      <p aria-busy="true" className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-700">
        {t('loading')}
      </p>
    );
  const packet = data.data;
  return (
    <section aria-labelledby="packet-editor-heading" className="space-y-4">
      <PacketHeader packet={packet} onAssign={() => setAssigning((n) => n + 1)} />
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-slate-900">{t('items', { count: packet.items.length })}</h3>
          {editing ? null : (
            <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
              {t('addItem')}
            </Button>
          )}
        </div>
        {editing ? (
          <ItemForm
            key={editing === 'new' ? 'new' : editing._id}
            packetId={packet._id}
            item={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <ItemList packet={packet} onEdit={setEditing} mutate={mutate} />
        )}
      </div>
      {assigning > 0 ? <AssignDialog key={assigning} open onClose={() => setAssigning(0)} packetId={packet._id} /> : null}
    </section>
  );
}
