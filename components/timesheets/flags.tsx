'use client';
import { useTranslations } from 'next-intl';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { Flag } from './status-badge';

/** Locked, archived, invoiced and payroll flags of a timesheet, in words. */
export function RowFlags({ row }: { row: TimesheetRow }) {
  const t = useTranslations('timesheets.flags');
  const flags: { key: string; label: string; tone?: 'slate' | 'blue' | 'violet' }[] = [];
  if (row.archived_at) flags.push({ key: 'archived', label: t('archived') });
  if (row.locked) flags.push({ key: 'locked', label: t('locked') });
  if (row.invoiced_client) flags.push({ key: 'client', label: t('invoicedClient'), tone: 'blue' });
  if (row.invoiced_vendor) flags.push({ key: 'vendor', label: t('invoicedVendor'), tone: 'blue' });
  if (row.payroll_exported_at) flags.push({ key: 'payroll', label: t('payroll'), tone: 'violet' });
  if (flags.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {flags.map((f) => (
        <li key={f.key}>
          <Flag label={f.label} tone={f.tone} />
        </li>
      ))}
    </ul>
  );
}
