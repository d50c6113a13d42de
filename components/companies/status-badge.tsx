'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';

/** A client company's own status (active / inactive); unknown values show as they are. */
export function CompanyStatusBadge({ status }: { status: string }) {
  const t = useTranslations('companies.status');
  const known = status === 'active' || status === 'inactive';
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{known ? t(status) : status}</Badge>;
}
