'use client';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import type { Patch } from '@/lib/browser/use-url-query';
import type { OnboardingQuery } from '../url-state';
import { PacketEditor } from './packet-editor';
import { PacketList } from './packet-list';

/** Packets beside the open one's editor (stacked on narrow windows). */
export function PacketsTab({ query, update }: { query: OnboardingQuery; update: (p: Patch) => void }) {
  const t = useTranslations('onboarding.packets');
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
      <PacketList query={query} update={update} />
      {query.packet
        ? <PacketEditor key={query.packet} id={query.packet} onClose={() => update({ packet: null })} />
        : <EmptyState title={t('noneOpenTitle')} body={t('noneOpenBody')} />}
    </div>
  );
}
