'use client';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SHIFT_STATUSES, type ShiftStatus } from '@/lib/shifts-board/types';

const TONES: Record<ShiftStatus, BadgeTone> = {
  draft: 'warning',
  published: 'success',
  in_progress: 'info',
  completed: 'neutral',
  cancelled: 'neutral',
};
const known = (s: string): s is ShiftStatus => (SHIFT_STATUSES as readonly string[]).includes(s);

/** The word carries the meaning; a status the board does not know yet is shown as the API sent it. */
export function ShiftStatusBadge({ status }: { status: string }) {
  const t = useTranslations('shiftsBoard.status');
  return <Badge tone={known(status) ? TONES[status] : 'neutral'}>{known(status) ? t(status) : status}</Badge>;
}
