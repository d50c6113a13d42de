'use client';
import { useAction } from '@/lib/browser/use-action';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useFieldArray, useWatch, type FieldError, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { HttpError } from '@/lib/browser/api-client';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { MAX_STOPS, type RouteValues } from '@/lib/transport-routes/schema';
import type { RouteDetail } from '@/lib/transport-routes/schema';
import { revalidateRoutes, routeApi } from '../api';
import { RouteDiagram } from './route-diagram';
import { routeFormSchema, textsOf, type RouteTexts } from './route-form';
import { StopsEditor } from './stops-editor';

const TEXT_FIELDS = [
  { field: 'driver', max: 120 },
  { field: 'vehicle', max: 120 },
] as const;

/**
 * Create or edit a route: its details, the ordered stops and, beside them, the diagram of what is typed.
 * A kit form checked with the API's own schema (MAX_STOPS, the stops' order and rules) before sending; the
 * server's field errors mark the same inputs.
 */
export function RouteEditor({ route }: { route?: RouteDetail }) {
  const t = useTranslations('transportRoutes.editor');
  const tc = useTranslations('common');
  const router = useRouter();
  const { run } = useAction();
  const form = useZodForm(routeFormSchema, textsOf(route));
  const stopsArray = useFieldArray({ control: form.control, name: 'stops' });
  const values = useWatch({ control: form.control, name: 'stops' });
  const name = useWatch({ control: form.control, name: 'name' });
  const active = useWatch({ control: form.control, name: 'active' });
  const stops = stopsArray.fields.map((f, i) => ({ ...f, ...values[i], key: f.id }));
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useUnsavedWarning(form.formState.isDirty && !form.formState.isSubmitting && !deleting);

  // One sentence per rule, in the reader's language, for a field the schema or the server refused.
  const explain = (path: string): string => {
    if (path === 'name') return t('errors.name');
    if (path === 'stops' || path === 'stops.root') return t('errors.stops', { max: MAX_STOPS });
    if (path.endsWith('.arrives_at')) return t('errors.time');
    if (path.endsWith('.label')) return t('errors.label');
    if (path.endsWith('.location_id')) return t('errors.location');
    return t('errors.tooLong');
  };
  const stopsError = form.formState.errors.stops?.root ?? (form.formState.errors.stops as FieldError | undefined);
  const listError = stopsError?.type ? explain('stops') : undefined;

  /** A refusal on the form: a duplicate name (409) says the server's words, a 400 marks every field it names. */
  function showRefusal(err: unknown) {
    if (!(err instanceof HttpError)) return;
    if (err.status === 409) {
      form.setError('name', { type: 'server', message: err.message }, { shouldFocus: true });
      return;
    }
    Object.keys(err.body.errors ?? {}).forEach((path, i) =>
      form.setError((path === 'stops' ? 'stops.root' : path) as Path<RouteTexts>, { type: 'refused' }, { shouldFocus: i === 0 }),
    );
  }

  async function save(body: RouteValues) {
    const sent = form.getValues();
    const res = await run(
      async () => {
        const answer = route ? await routeApi.update(route._id, body) : await routeApi.create(body);
        // What was sent is now the saved state: leaving no longer warns, and the stops keep their rows.
        form.reset(sent, { keepValues: true });
        await revalidateRoutes();
        return answer;
      },
      route ? t('saved') : t('created'),
      (_, err) => showRefusal(err),
    );
    if (res && !route) router.replace(`/routes/${res.data._id}`);
  }

  async function remove() {
    if (!route) return;
    setDeleting(true);
    const removed = await run(
      async () => {
        await routeApi.remove(route._id);
        await revalidateRoutes();
        return true;
      },
      t('deleted', { name: route.name }),
    );
    if (removed) return router.push('/routes');
    setDeleting(false);
    setConfirming(false);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label={route ? t('editLabel', { name: route.name }) : t('newLabel')}
      errorText={(field) => explain(field)}
      className="space-y-4"
    >
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <section aria-labelledby="route-details" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="route-details" className="text-base font-semibold text-slate-900">
              {t('details')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField name="name" label={t('fields.name')}>
                {(p) => <Input {...p} required maxLength={120} />}
              </FormField>
              {TEXT_FIELDS.map(({ field, max }) => (
                <FormField key={field} name={field} label={t(`fields.${field}`)}>
                  {(p) => <Input {...p} maxLength={max} />}
                </FormField>
              ))}
            </div>
            <FormField name="notes" label={t('fields.notes')}>
              {(p) => <Textarea {...p} rows={3} maxLength={2000} />}
            </FormField>
            <Checkbox
              label={t('fields.active')}
              checked={active}
              onChange={(e) => form.setValue('active', e.target.checked, { shouldDirty: true })}
            />
          </section>
          <StopsEditor stops={stops} array={stopsArray} listError={listError} />
          <div className="flex flex-wrap items-center gap-2">
            <SubmitButton disabled={deleting}>{route ? tc('save') : t('create')}</SubmitButton>
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
          <RouteDiagram stops={stops} name={name} />
        </aside>
      </div>
      {route ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('deleteTitle', { name: route.name })}
          description={t('deleteBody')}
          confirmLabel={t('delete')}
          cancelLabel={tc('cancel')}
          busy={deleting}
          onConfirm={() => void remove()}
        />
      ) : null}
    </Form>
  );
}
