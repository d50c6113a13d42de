'use client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { NotesPanel } from '@/components/notes/notes-panel';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import type { CompanyRow } from '@/lib/companies/schema';
import { oneOfParam } from '@/lib/url-state/params';
import { useBack } from '@/lib/url-state/use-back';
import { useListState } from '@/lib/url-state/use-list-state';
import { ContactsTab } from '../tabs/contacts-tab';
import { KiosksTab } from '../tabs/kiosks-tab';
import { LocationsTab } from '../tabs/locations-tab';
import { PlacementsTab } from '../tabs/placements-tab';
import { PositionsTab } from '../tabs/positions-tab';
import { useCompany } from '../use-companies';
import { CompanySummary } from './company-summary';

// The custom fields are an always-open form on react-hook-form, and read their values after the page anyway:
// loaded beside the page rather than in its first-load JavaScript (DESIGN §6 budget).
const CustomFieldsPanel = dynamic(() => import('@/components/custom-fields/custom-fields-panel').then((m) => m.CustomFieldsPanel), {
  ssr: false,
});

/** SPEC §2's tabs of /company/{companyId}, in its order. */
const COMPANY_TABS = ['notes', 'contacts', 'placements', 'locations', 'kiosks', 'position'] as const;
/** The open tab in the URL (?tab=): an unknown one reads as the first, which leaves the URL clean. */
const tabParams = { tab: oneOfParam(COMPANY_TABS, 'notes') };

/** /company/{id}: header and the six tabs; the open tab is in the URL and only it loads its data. */
export function CompanyScreen({
  initial,
  currency,
  canManageStatuses,
}: {
  initial: CompanyRow;
  currency: string;
  canManageStatuses: boolean;
}) {
  const t = useTranslations('companies.detail');
  const [{ tab }, update] = useListState(tabParams);
  const { data } = useCompany(initial._id, initial);
  const company = data?.data ?? initial;
  // The list it was opened from, filters kept (its row links carry it as `back`).
  const back = useBack('/companies');
  const id = company._id;
  const content = {
    notes: <NotesPanel subjectType="company" subjectId={id} />,
    contacts: <ContactsTab companyId={id} />,
    placements: <PlacementsTab companyId={id} currency={currency} />,
    locations: <LocationsTab companyId={id} canManageStatuses={canManageStatuses} />,
    kiosks: <KiosksTab companyId={id} />,
    position: <PositionsTab companyId={id} currency={currency} />,
  };
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
        <Link href={back} className="text-slate-700 underline-offset-2 hover:underline">
          {t('back')}
        </Link>
      </nav>
      <PageHeader
        title={company.name}
        subtitle={company.industry ?? undefined}
        actions={
          <Button asChild variant="outline">
            <Link href={`/company/update/${id}`}>{t('edit')}</Link>
          </Button>
        }
      />
      <CompanySummary company={company} />
      <CustomFieldsPanel entity="company" entityId={id} className="mb-6 rounded-lg border border-slate-200 bg-white p-4" />
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onValueChange={(next) => update({ tab: next })}
        items={COMPANY_TABS.map((value) => ({ value, label: t(`tabs.${value}`), content: content[value] }))}
      />
    </>
  );
}
