'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Checkbox } from '@/components/ui/checkbox';
import { Empty } from '@/components/ui/load-states';
import { useAction } from '@/lib/browser/use-action';
import type { ContactDetail } from '@/lib/contacts/schema';
import { showSaved } from '@/lib/browser/invalidate';
import { contactsRoutes } from '@/lib/contracts/routes/contacts';
import { contactApi } from '../api';

/**
 * The company's locations, each with a checkbox: checked = assigned. A Company Contact sees time data
 * (timesheets, who's working) of its assigned locations only, so each change saves at once.
 */
export function LocationsTab({ contact, onChanged }: { contact: ContactDetail; onChanged: () => void }) {
  const t = useTranslations('contacts.locations');
  const { busy, run } = useAction();
  const readOnly = contact.archived_at !== null;

  async function toggle(locationId: string, assign: boolean) {
    const call = assign ? contactApi.assign : contactApi.unassign;
    const res = await run(() => call(contact._id, [locationId]), assign ? t('assigned') : t('unassigned'));
    if (!res) return;
    // The answer is the updated contact: show it at once, then let the lists catch up.
    await showSaved(contactsRoutes.get, res, { params: { id: contact._id } });
    onChanged();
  }

  if (contact.locations.length === 0) {
    return (
      <div className="space-y-3">
        <Empty>{t('empty')}</Empty>
        <Link href={`/company/${contact.company_id}?tab=locations`} className="text-sm text-slate-800 underline underline-offset-2">
          {t('addAtCompany')}
        </Link>
      </div>
    );
  }
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      disabled={busy || readOnly}
      aria-busy={busy || undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-800">{t('legend', { company: contact.company_name })}</legend>
      <p className="text-sm text-slate-700">{readOnly ? t('archived') : t('hint')}</p>
      <ul className="space-y-2">
        {contact.locations.map((l) => (
          <li key={l._id} className="flex flex-wrap items-center justify-between gap-2">
            <Checkbox
              label={[l.name, l.city, l.state].filter(Boolean).join(', ')}
              checked={l.assigned}
              onChange={(e) => void toggle(l._id, e.target.checked)}
            />
            <span className="text-xs text-slate-600">{l.status}</span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
