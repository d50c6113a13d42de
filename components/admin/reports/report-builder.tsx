'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { Input } from '@/components/ui/input';
import { Empty } from '@/components/ui/load-states';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import type { ReportInput } from '@/lib/custom-reports/schema';
import { fieldOf, isReportSource, REPORT_SOURCES, SOURCES, type FieldMeta, type ReportSource } from '@/lib/custom-reports/sources';
import type { CustomReport, ReportRow, SourcesPayload } from '@/lib/custom-reports/schema';
import { reportsApi, revalidateReports } from './api';
import { OrderedPicker } from './ordered-picker';
import { ReportFiltersForm } from './report-filters-form';
import { ReportRun } from './report-run';
import { ReportTable } from './report-table';
import { SaveAsDialog } from './save-as-dialog';
import { useReportDraft } from './use-report-draft';
import { useExportReport } from './use-reports';
import { useAction } from '@/lib/browser/use-action';
import { translatedOr } from '@/lib/i18n/keys';

type Props = {
  report?: CustomReport;
  payload: SourcesPayload;
  startInRun?: boolean;
  onClose: () => void;
  onSaved: (r: CustomReport) => void;
  onDeleted: () => void;
};
type Busy = 'save' | 'saveAs' | 'preview' | 'delete' | null;
const MAX_FIELDS = 40;

const metaOf = (source: ReportSource, keys: readonly string[]) =>
  keys.map((k) => fieldOf(source, k)).filter((f): f is FieldMeta => Boolean(f));

/** Build, preview, save, run, export and delete one report. Loaded on demand (it is most of the tab's code). */
export default function ReportBuilder({ report, payload, startInRun = false, onClose, onSaved, onDeleted }: Props) {
  const t = useTranslations('customReports');
  const tb = useTranslations('customReports.builder');
  const tc = useTranslations('common');
  // Every report read refreshes after a save or delete, refused or not (a refusal may mean it changed meanwhile).
  const { run: change } = useAction({ revalidate: revalidateReports });
  const { run: read } = useAction();
  const d = useReportDraft(report);
  useUnsavedWarning(d.dirty);
  const { exportCsv, busy: exporting } = useExportReport();
  const [busy, setBusy] = useState<Busy>(null);
  const [dialog, setDialog] = useState<'saveAs' | 'delete' | 'discard' | null>(null);
  const [preview, setPreview] = useState<{ rows: ReportRow[]; fields: FieldMeta[] } | null>(null);
  const [showRun, setShowRun] = useState(startInRun && Boolean(report));
  const { form, draft } = d;
  const label = (f: FieldMeta) => translatedOr(t, `fields.${f.label}`, f.label);
  const fieldsError = draft.fields.length === 0 ? tb('noneChosen') : draft.fields.length > MAX_FIELDS ? tb('tooMany') : null;
  const saved = report && !d.dirty ? report : null;

  /** Sends the checked report (a copy when `asNew`); a refusal toasts and marks its fields (a taken name on the name). */
  async function send(body: ReportInput, asNew: boolean) {
    setBusy(asNew ? 'saveAs' : 'save');
    const res = await change(
      () => (report && !asNew ? reportsApi.update(report._id, body) : reportsApi.create(body)),
      t('saved'),
      (_, e) => applyServerErrors(form, e, ['name', 'fields'], 'name'),
    );
    setBusy(null);
    if (res) {
      d.markSaved(res.data);
      setDialog(null);
      onSaved(res.data);
    }
  }

  /** "Save as": the copy's name into the form, then the same checks and send as Save. */
  const saveAs = (name: string) => {
    form.setValue('name', name, { shouldDirty: true });
    void form.handleSubmit((body) => send(body, true))();
  };

  async function runPreview() {
    if (fieldsError) return;
    setBusy('preview');
    const res = await read(() => reportsApi.preview({ source: draft.source, fields: draft.fields, filters: draft.filters }));
    setBusy(null);
    if (res) setPreview({ rows: res.data, fields: metaOf(draft.source, draft.fields) });
  }

  async function remove() {
    if (!report) return;
    setBusy('delete');
    const res = await change(() => reportsApi.remove(report._id), t('deleted'));
    setBusy(null);
    setDialog(null);
    if (res) {
      d.markSaved(res.data); // nothing unsaved is left to warn about
      onDeleted();
    }
  }

  return (
    <section aria-labelledby="report-builder-title" className="space-y-6 rounded-lg border border-slate-200 bg-slate-50/50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="report-builder-title" className="text-base font-semibold text-slate-900">
          {report ? tb('editTitle', { name: report.name }) : tb('newTitle')}
        </h3>
        <Button variant="outline" size="sm" onClick={() => (d.dirty ? setDialog('discard') : onClose())}>
          {t('actions.close')}
        </Button>
      </div>
      <Form
        form={form}
        onSubmit={(body) => send(body, false)}
        errorText={(field, e) =>
          field === 'name' ? tb('nameRequired') : field === 'fields' && e.type === 'too_big' ? tb('tooMany') : tb('noneChosen')
        }
        className="space-y-6"
      >
        <div className="flex flex-wrap items-start gap-4">
          <div className="w-80">
            <FormField name="name" label={tb('name')} hint={tb('nameHint')}>
              {(p) => <Input {...p} maxLength={80} />}
            </FormField>
          </div>
          <div className="w-56">
            <FormSelect
              name="source"
              label={tb('source')}
              hint={tb('sourceHint')}
              options={REPORT_SOURCES.map((src) => ({ value: src, label: t(`sources.${src}`) }))}
              onChange={(source) => {
                if (isReportSource(source)) d.setSource(source);
                setPreview(null);
              }}
            />
          </div>
        </div>
        <OrderedPicker
          options={SOURCES[draft.source].fields.map((f) => ({ key: f.key, label: label(f) }))}
          chosen={draft.fields}
          onChange={d.setFields}
          error={fieldsError}
          labels={{ legend: tb('fieldsLegend'), available: tb('available'), chosen: tb('chosen'), empty: tb('noneChosen') }}
        />
        <ReportFiltersForm meta={SOURCES[draft.source]} payload={payload} filters={draft.filters} onChange={d.setFilter} />

        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
          <Button
            type="button"
            variant="outline"
            loading={busy === 'preview'}
            disabled={Boolean(fieldsError)}
            onClick={() => void runPreview()}
          >
            {t('actions.preview')}
          </Button>
          <Button type="submit" loading={busy === 'save'} disabled={Boolean(report) && !d.dirty}>
            {t('actions.save')}
          </Button>
          {report ? (
            <Button type="button" variant="outline" onClick={() => setDialog('saveAs')}>
              {t('actions.saveAs')}
            </Button>
          ) : null}
          {report ? (
            <Button type="button" variant="outline" disabled={!saved} aria-pressed={showRun} onClick={() => setShowRun((v) => !v)}>
              {t('actions.run')}
            </Button>
          ) : null}
          {report ? (
            <Button
              type="button"
              variant="outline"
              disabled={!saved}
              loading={exporting === report._id}
              onClick={() => void exportCsv(report)}
            >
              {t('actions.export')}
            </Button>
          ) : null}
          {report ? (
            <Button type="button" variant="ghost" className="ms-auto text-red-700" onClick={() => setDialog('delete')}>
              {t('actions.delete')}
            </Button>
          ) : null}
          {d.dirty ? (
            <p role="status" className="w-full text-sm text-amber-800">
              {report ? tb('runNeedsSave') : tb('unsaved')}
            </p>
          ) : null}
        </div>
      </Form>

      {preview ? (
        <section aria-labelledby="report-preview-title" className="space-y-2">
          <h3 id="report-preview-title" className="text-base font-semibold text-slate-900">
            {tb('previewTitle')}
          </h3>
          <p className="text-xs text-slate-600">{tb('previewHint')}</p>
          {preview.rows.length ? (
            <ReportTable fields={preview.fields} rows={preview.rows} caption={tb('previewTitle')} label={label} />
          ) : (
            <Empty>{tb('previewEmpty')}</Empty>
          )}
        </section>
      ) : null}
      {saved && showRun ? (
        <ReportRun reportId={saved._id} name={saved.name} fields={metaOf(saved.source, saved.fields)} label={label} />
      ) : null}

      {dialog === 'saveAs' ? (
        <SaveAsDialog
          initialName={tb('copyName', { name: draft.name })}
          busy={busy === 'saveAs'}
          onSave={saveAs}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('deleteTitle', { name: report?.name ?? '' })}
        description={t('deleteBody')}
        confirmLabel={t('actions.delete')}
        cancelLabel={tc('cancel')}
        busy={busy === 'delete'}
        onConfirm={() => void remove()}
      />
      <ConfirmDialog
        open={dialog === 'discard'}
        onOpenChange={(open) => setDialog(open ? 'discard' : null)}
        title={tb('discardTitle')}
        description={tb('discardBody')}
        confirmLabel={tb('discard')}
        cancelLabel={tb('keepEditing')}
        onConfirm={() => {
          setDialog(null);
          onClose();
        }}
      />
    </section>
  );
}
