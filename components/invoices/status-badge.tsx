'use client';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { InvoiceStatus } from '@/lib/invoices/schema';

const TONE: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  issued: 'info',
  partly_paid: 'warning',
  paid: 'success',
  void: 'danger',
};

/** An invoice's status, in words and colour (the words carry it: colour is never the only sign). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useTranslations('invoices.status');
  return (
    <Badge tone={TONE[status]} className="whitespace-nowrap">
      {t(status)}
    </Badge>
  );
}
