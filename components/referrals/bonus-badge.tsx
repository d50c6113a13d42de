'use client';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { BonusState } from '@/lib/referrals/types';

const TONE: Record<BonusState, BadgeTone> = { none: 'neutral', pending: 'warning', eligible: 'info', paid: 'success', void: 'danger' };

export function BonusBadge({ state }: { state: BonusState }) {
  const t = useTranslations('referrals.bonusStates');
  return <Badge tone={TONE[state]}>{t(state)}</Badge>;
}
