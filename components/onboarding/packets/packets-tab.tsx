'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import type { ResultOf } from '@/lib/browser/typed-api';
import type { Patch } from '@/lib/url-state/use-list-state';
import type { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import type { OnboardingQuery } from '../url-state';
import { PacketList } from './packet-list';

// The editor's forms carry the zod schemas shared with the API: loaded when a packet is opened (DESIGN §6 budget).
const PacketEditor = dynamic(() => import('./packet-editor').then((m) => m.PacketEditor), { ssr: false });

/** Packets beside the open one's editor (stacked on narrow windows). */
export function PacketsTab({
  query,
  update,
  initial,
}: {
  query: OnboardingQuery;
  update: (p: Patch) => void;
  /** The packet list's first page, when the server rendered it. */
  initial?: ResultOf<typeof onboardingRoutes.packets>;
}) {
  const t = useTranslations('onboarding.packets');
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
      <PacketList query={query} update={update} initial={initial} />
      {query.packet ? (
        <PacketEditor key={query.packet} id={query.packet} onClose={() => update({ packet: null })} />
      ) : (
        <EmptyState title={t('noneOpenTitle')} body={t('noneOpenBody')} />
      )}
    </div>
  );
}
