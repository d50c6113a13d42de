'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Badge } from '@/components/ui/badge';
import { ArchivableSection } from './archivable-section';
import { useRegions } from './use-users-data';

// The form carries the zod schema shared with the API: it loads when first opened.
const RegionDialog = dynamic(() => import('./region-dialog').then((m) => m.RegionDialog), { ssr: false });

/** Regions that group branches: add, rename, archive (confirmed) and restore. */
export function RegionsSection() {
  const t = useTranslations('adminUsers.regions');
  return (
    <ArchivableSection ns="regions" list={useRegions(true)} dialog={(region, close) => <RegionDialog region={region} onClose={close} />}>
      {(rows, actions) => (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {rows.map((r) => (
            <li key={r._id} data-testid="region-row" className="flex flex-wrap items-center gap-2 px-4 py-2.5 text-sm">
              <span className="font-medium text-slate-900">{r.name}</span>
              {r.archived_at ? <Badge>{t('archived')}</Badge> : null}
              <span className="text-slate-600">{t('branches', { count: r.branches_count })}</span>
              <span className="ms-auto flex gap-1">{actions(r)}</span>
            </li>
          ))}
        </ul>
      )}
    </ArchivableSection>
  );
}
