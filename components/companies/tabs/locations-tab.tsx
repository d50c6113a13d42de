'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useStatusOptions } from '@/components/statuses/use-status-options';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Empty, Loaded, Loading } from '@/components/ui/load-states';
import { apiKey } from '@/lib/browser/typed-api';
import { companiesRoutes } from '@/lib/contracts/routes/companies';
import { useLocations } from '../use-companies';
import { LocationCard } from './location-card';
import { invalidate } from '@/lib/browser/invalidate';

// The add dialog (zod schema shared with the API) and the admins' status editor (its own schema and the
// drag-and-drop list) load when first opened, keeping them out of the page's first-load JavaScript (DESIGN §6).
const LocationDialog = dynamic(() => import('./location-dialog').then((m) => m.LocationDialog), { ssr: false });
const StatusOptionsEditor = dynamic(() => import('@/components/statuses/status-options-editor').then((m) => m.StatusOptionsEditor), {
  ssr: false,
  loading: () => <Loading />,
});

/** The company's locations with status select and notes; add one; admins manage the location statuses. */
export function LocationsTab({ companyId, canManageStatuses }: { companyId: string; canManageStatuses: boolean }) {
  const t = useTranslations('companies.locations');
  const tc = useTranslations('common');
  const { data, error, mutate: refresh } = useLocations(companyId);
  const { options } = useStatusOptions('location');
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState(false);
  // A new or changed location also changes the company's counts in the header.
  const changed = () => {
    void refresh();
    void invalidate(apiKey(companiesRoutes.get, { params: { id: companyId } }));
  };
  return (
    <section aria-label={t('title')} className="space-y-4">
      <div className="flex flex-wrap justify-end gap-2">
        {canManageStatuses ? (
          <Button variant="outline" size="sm" onClick={() => setManaging(true)}>
            {t('manageStatuses')}
          </Button>
        ) : null}
        <Button size="sm" onClick={() => setAdding(true)}>
          <span aria-hidden>+</span>
          {t('add')}
        </Button>
      </div>
      <Loaded data={data} error={error} retry={() => void refresh()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <ul className="space-y-3">
              {/* Keyed by content too, so the notes editor starts from the saved text after every refresh. */}
              {body.data.map((l) => (
                <LocationCard key={`${l._id}:${l.notes ?? ''}`} location={l} statuses={options} onChanged={changed} />
              ))}
            </ul>
          )
        }
      </Loaded>
      {adding ? <LocationDialog companyId={companyId} open={adding} onOpenChange={setAdding} onAdded={changed} /> : null}
      <Dialog
        open={managing}
        onOpenChange={(o) => {
          setManaging(o);
          if (!o) void refresh();
        }}
        title={t('manageStatuses')}
        description={t('manageStatusesBody')}
        footer={
          <Button
            variant="outline"
            onClick={() => {
              setManaging(false);
              void refresh();
            }}
          >
            {tc('close')}
          </Button>
        }
      >
        <StatusOptionsEditor kind="location" />
      </Dialog>
    </section>
  );
}
