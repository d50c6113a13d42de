'use client';
import { useTranslations } from 'next-intl';
import { Field, Input } from '@/components/ui/input';
import { isWithin } from '@/lib/bounded';
import { GEOFENCE_RADIUS } from '@/lib/punches/geo';

/** The geofence as typed: text, so a half-typed number is not lost. */
export type GeofenceDraft = { latitude: string; longitude: string; radius: string };
export type GeofenceError = 'latInvalid' | 'lngInvalid' | 'together' | 'radiusInvalid';
export type Geofence = { latitude: number | null; longitude: number | null; geofence_radius_m: number };

export const geofenceDraft = (g?: Partial<Geofence> | null): GeofenceDraft => ({
  latitude: g?.latitude == null ? '' : String(g.latitude),
  longitude: g?.longitude == null ? '' : String(g.longitude),
  radius: String(g?.geofence_radius_m ?? GEOFENCE_RADIUS.fallback),
});

/** The centre's two fields, each with an example value. */
const COORDINATES = [
  { key: 'latitude', example: '40.7357' },
  { key: 'longitude', example: '-74.1724' },
] as const;

const num = (s: string) => (s.trim() === '' ? null : Number(s.trim().replace(',', '.')));

/**
 * The draft checked as the API checks it (lib/locations/schema.ts): latitude −90..90, longitude −180..180,
 * both or neither (neither: no geofence), radius a whole number of metres in GEOFENCE_RADIUS.
 */
export function parseGeofence(d: GeofenceDraft): { value: Geofence | null; errors: Partial<Record<keyof GeofenceDraft, GeofenceError>> } {
  const errors: Partial<Record<keyof GeofenceDraft, GeofenceError>> = {};
  const lat = num(d.latitude);
  const lng = num(d.longitude);
  const radius = num(d.radius);
  if (lat !== null && !(Number.isFinite(lat) && lat >= -90 && lat <= 90)) errors.latitude = 'latInvalid';
  if (lng !== null && !(Number.isFinite(lng) && lng >= -180 && lng <= 180)) errors.longitude = 'lngInvalid';
  if (!errors.latitude && !errors.longitude && (lat === null) !== (lng === null))
    errors[lat === null ? 'latitude' : 'longitude'] = 'together';
  if (!isWithin(GEOFENCE_RADIUS, radius)) errors.radius = 'radiusInvalid';
  if (Object.keys(errors).length) return { value: null, errors };
  return { value: { latitude: lat, longitude: lng, geofence_radius_m: radius! }, errors };
}

/** Latitude, longitude and radius of a site's geofence: a map-free form with the default radius filled in. */
export function GeofenceFields({
  draft,
  onChange,
  errors,
  disabled,
}: {
  draft: GeofenceDraft;
  onChange: (d: GeofenceDraft) => void;
  errors: Partial<Record<keyof GeofenceDraft, GeofenceError>>;
  disabled?: boolean;
}) {
  const t = useTranslations('companies.geofence');
  const set = (k: keyof GeofenceDraft) => (v: string) => onChange({ ...draft, [k]: v });
  const error = (k: keyof GeofenceDraft) => (errors[k] ? t(errors[k]!, { min: GEOFENCE_RADIUS.min, max: GEOFENCE_RADIUS.max }) : null);
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">{t('title')}</legend>
      <p className="text-xs text-slate-700">{t('body')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {COORDINATES.map(({ key, example }) => (
          <Field key={key} label={t(key)} error={error(key)}>
            {(p) => (
              <Input {...p} inputMode="decimal" value={draft[key]} onChange={(e) => set(key)(e.target.value)} placeholder={example} />
            )}
          </Field>
        ))}
        <Field label={t('radius')} error={error('radius')}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={GEOFENCE_RADIUS.min}
              max={GEOFENCE_RADIUS.max}
              step={1}
              value={draft.radius}
              onChange={(e) => set('radius')(e.target.value)}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
