'use client';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { OrderRow } from '@/lib/orders/schema';

type OrderStatus = OrderRow['status'];

const TONE: Record<OrderStatus, BadgeTone> = { open: 'info', partially_filled: 'warning', filled: 'success', cancelled: 'neutral' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders.status');
  return <Badge tone={TONE[status]}>{t(status)}</Badge>;
}

/** Filled of headcount as a bar with the numbers spelled out beside it (the bar alone says nothing to a screen reader). */
export function FillProgress({ filled, headcount }: { filled: number; headcount: number }) {
  const t = useTranslations('orders');
  const pct = Math.min(100, Math.round((filled / Math.max(headcount, 1)) * 100));
  return (
    <div className="flex min-w-32 items-center gap-2">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={headcount}
        aria-valuenow={Math.min(filled, headcount)}
        aria-label={t('table.progressLabel', { filled, headcount })}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${pct}%` }} />
      </div>
      <span className="whitespace-nowrap text-xs tabular-nums text-slate-800">
        {filled}/{headcount}
      </span>
    </div>
  );
}
