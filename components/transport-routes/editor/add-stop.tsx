'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLocations } from '@/lib/browser/use-locations';
import type { StopTexts } from './route-form';

/**
 * Adds a stop at the end: one of the client locations, or a free-text pick-up point (a car park, a
 * train station). Plain buttons, not a form: this sits inside the route's own form.
 */
export function AddStop({ disabled, onAdd }: { disabled: boolean; onAdd: (stop: StopTexts) => void }) {
  const t = useTranslations('transportRoutes.stops');
  const locale = useLocale();
  const locations = useLocations();
  const [locationId, setLocationId] = useState('');
  const [pickup, setPickup] = useState('');
  // People look a site up by its client first: sorted by company, then by site, each named "Company · Site".
  const options = useMemo(() => {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    const sorted = [...locations].sort((a, b) => collator.compare(a.company_name, b.company_name) || collator.compare(a.name, b.name));
    return [{ value: '', label: t('chooseLocation') }, ...sorted.map((l) => ({ value: l._id, label: `${l.company_name} · ${l.name}` }))];
  }, [locations, locale, t]);
  const addLocation = () => {
    const l = locations.find((x) => x._id === locationId);
    if (!l) return;
    onAdd({ location_id: l._id, location_name: l.name, company_name: l.company_name, label: '', arrives_at: '' });
    setLocationId('');
  };
  const addPickup = () => {
    if (!pickup.trim()) return;
    onAdd({ location_id: null, location_name: null, company_name: null, label: pickup.trim(), arrives_at: '' });
    setPickup('');
  };
  const onEnter = (e: KeyboardEvent) => {
    // Enter adds the pick-up point instead of submitting the whole route.
    if (e.key !== 'Enter') return;
    e.preventDefault();
    addPickup();
  };
  return (
    <div className="grid gap-4 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 sm:grid-cols-2">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Select label={t('addLocation')} value={locationId} disabled={disabled} options={options} onValueChange={setLocationId} />
        </div>
        <Button type="button" variant="outline" size="sm" disabled={disabled || !locationId} onClick={addLocation}>
          {t('add')}
        </Button>
      </div>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field label={t('addPickup')}>
            {(p) => (
              <Input
                {...p}
                value={pickup}
                disabled={disabled}
                maxLength={120}
                placeholder={t('pickupPlaceholder')}
                onChange={(e) => setPickup(e.target.value)}
                onKeyDown={onEnter}
              />
            )}
          </Field>
        </div>
        <Button type="button" variant="outline" size="sm" disabled={disabled || !pickup.trim()} onClick={addPickup}>
          {t('add')}
        </Button>
      </div>
    </div>
  );
}
