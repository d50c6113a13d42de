'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useReducer, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/api/client';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { MAX_STOPS, routeInput } from '@/lib/transport-routes/schema';
import type { RouteDetail } from '@/lib/transport-routes/types';
import { revalidateRoutes, routeApi } from '../api';
import { draftOf, draftReducer, inputOf, type TextField } from './draft';
import { RouteDiagram } from './route-diagram';
import { StopsEditor } from './stops-editor';
import { messageOf } from '@/lib/browser/message-of';

const TEXT_FIELDS: { field: TextField; max: number }[] = [
  { field: 'driver', max: 120 },
  { field: 'vehicle', max: 120 },
];

/**
 * Create or edit a route: its details, the ordered stops and, beside them, the diagram of the draft.
 * Checked with the API's own schema before sending; the server's field errors mark the same inputs.
 */
export function RouteEditor({ route }: { route?: RouteDetail }) {
  const t = useTranslations('transportRoutes.editor');
  const tc = useTranslations('common');
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [draft, dispatch] = useReducer(draftReducer, route, draftOf);
  const [saved, setSaved] = useState(() => JSON.stringify(inputOf(draftOf(route))));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const dirty = JSON.stringify(inputOf(draft)) !== saved;
  useUnsavedWarning(dirty);

  const explain = (path: string): string => {
    if (path === 'name') return t('errors.name');
    if (path === 'stops') return t('errors.stops', { max: MAX_STOPS });
    if (path.endsWith('.arrives_at')) return t('errors.time');
    if (path.endsWith('.label')) return t('errors.label');
    if (path.endsWith('.location_id')) return t('errors.location');
    return t('errors.tooLong');
  };
  const errorsFor = (paths: string[]) => Object.fromEntries(paths.map((p) => [p, explain(p)]));

  async function save(e: FormEvent) {
    e.preventDefault();
    const body = inputOf(draft);
    const parsed = routeInput.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFor(parsed.error.issues.map((i) => i.path.join('.'))));
      toast.error(t('fixErrors'));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = route ? await routeApi.update(route._id, body) : await routeApi.create(body);
      setSaved(JSON.stringify(body));
      await revalidateRoutes(mutate);
      toast.success(route ? t('saved') : t('created'));
      if (!route) router.replace(`/routes/${res.data._id}`);
    } catch (err) {
      if (err instanceof HttpError && err.status === 409) setErrors({ name: err.message });
      else if (err instanceof HttpError && err.body.errors) setErrors(errorsFor(Object.keys(err.body.errors)));
      toast.error(messageOf(err, tc('actionFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!route) return;
    setBusy(true);
    try {
      await routeApi.remove(route._id);
      setSaved(JSON.stringify(inputOf(draft)));
      await revalidateRoutes(mutate);
      toast.success(t('deleted', { name: route.name }));
      router.push('/routes');
    } catch (err) {
      toast.error(messageOf(err, tc('actionFailed')));
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={route ? t('editLabel', { name: route.name }) : t('newLabel')}
      className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]"
    >
      <div className="space-y-6">
        <section aria-labelledby="route-details" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="route-details" className="text-base font-semibold text-slate-900">
            {t('details')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('fields.name')} error={errors.name}>
              {(p) => (
                <Input
                  {...p}
                  value={draft.name}
                  required
                  maxLength={120}
                  onChange={(e) => dispatch({ type: 'field', field: 'name', value: e.target.value })}
                />
              )}
            </Field>
            {TEXT_FIELDS.map(({ field, max }) => (
              <Field key={field} label={t(`fields.${field}`)} error={errors[field]}>
                {(p) => (
                  <Input
                    {...p}
                    value={draft[field]}
                    maxLength={max}
                    onChange={(e) => dispatch({ type: 'field', field, value: e.target.value })}
                  />
                )}
              </Field>
            ))}
          </div>
          <Field label={t('fields.notes')} error={errors.notes}>
            {(p) => (
              <Textarea
                {...p}
                rows={3}
                value={draft.notes}
                maxLength={2000}
                onChange={(e) => dispatch({ type: 'field', field: 'notes', value: e.target.value })}
              />
            )}
          </Field>
          <Checkbox
            label={t('fields.active')}
            checked={draft.active}
            onChange={(e) => dispatch({ type: 'active', value: e.target.checked })}
          />
        </section>
        <StopsEditor stops={draft.stops} errors={errors} listError={errors.stops} dispatch={dispatch} />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" loading={busy} disabled={busy}>
            {route ? tc('save') : t('create')}
          </Button>
          <Button asChild variant="outline">
            <Link href="/routes">{tc('cancel')}</Link>
          </Button>
          {route ? (
            <Button type="button" variant="ghost" className="ms-auto text-red-700" onClick={() => setConfirming(true)}>
              {t('delete')}
            </Button>
          ) : null}
        </div>
      </div>
      <aside className="lg:sticky lg:top-4">
        <RouteDiagram stops={draft.stops} name={draft.name} />
      </aside>
      {route ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('deleteTitle', { name: route.name })}
          description={t('deleteBody')}
          confirmLabel={t('delete')}
          cancelLabel={tc('cancel')}
          busy={busy}
          onConfirm={() => void remove()}
        />
      ) : null}
    </form>
  );
}
