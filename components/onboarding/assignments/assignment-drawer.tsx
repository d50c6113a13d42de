'use client';
import * as D from '@radix-ui/react-dialog';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { HttpError } from '@/lib/browser/api-client';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { revalidateOnboarding } from '../api';
import { DocumentItemEditor } from './document-item-editor';
import { FormItemEditor } from './form-item-editor';
import { AssignmentStatusBadge, ProgressBar } from './progress';

/**
 * One assignment in a side sheet: each item of the packet, ticked or filled in by the recruiter on the
 * candidate's behalf. Built on the Radix dialog, so focus is trapped, Escape closes and focus returns.
 */
export function AssignmentDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTranslations('onboarding.drawer');
  const format = useFormatter();
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const { data, error } = useApi(onboardingRoutes.assignment, { params: { id } }, { shouldRetryOnError: false });
  const [removing, setRemoving] = useState(false);
  const a = data?.data;
  return (
    <D.Root
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <D.Content className="fixed inset-y-0 end-0 z-50 flex w-[min(38rem,100vw)] flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-5">
            <div>
              <D.Title className="text-lg font-semibold text-slate-900">{a ? a.candidate_name : t('title')}</D.Title>
              <D.Description className="text-sm text-slate-700">
                {a ? t('subtitle', { packet: a.packet_name, email: a.candidate_email }) : t('loading')}
              </D.Description>
            </div>
            <D.Close aria-label={t('close')} className="rounded px-2 text-2xl leading-none text-slate-700 hover:bg-slate-100">
              ×
            </D.Close>
          </div>
          <div className="flex-1 space-y-4 overflow-y-auto p-5">
            {error && !a ? (
              <p role="alert" className="text-sm text-red-800">
                {error instanceof HttpError && error.status === 404 ? t('notFound') : error.message}
              </p>
            ) : !a ? (
              <p aria-busy="true" className="text-sm text-slate-700">
                {t('loading')}
              </p>
            ) : (
              <>
                <div className="flex flex-wrap items-center gap-4 text-sm text-slate-800">
                  <AssignmentStatusBadge status={a.status} />
                  <ProgressBar done={a.progress.done} total={a.progress.total} />
                  <span>
                    {a.due_date
                      ? t('due', { date: format.dateTime(new Date(`${a.due_date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) })
                      : t('noDue')}
                  </span>
                </div>
                <ol className="space-y-3">
                  {a.items.map((item, i) => (
                    <li key={item._id} className="rounded-md border border-slate-200 p-3">
                      <h3 className="mb-2 flex items-center gap-2 font-medium text-slate-900">
                        <span aria-hidden className={item.progress ? 'text-emerald-700' : 'text-slate-400'}>
                          {item.progress ? '✔' : '○'}
                        </span>
                        <span>
                          {i + 1}. {item.name}
                        </span>
                        <span className="sr-only">{item.progress ? t('done') : t('open')}</span>
                      </h3>
                      {item.kind === 'form' ? (
                        <FormItemEditor assignmentId={a._id} item={item} />
                      ) : (
                        <DocumentItemEditor assignmentId={a._id} item={item} documents={a.documents} />
                      )}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </div>
          {a ? (
            <div className="flex justify-between gap-2 border-t border-slate-200 p-4">
              <Button variant="danger" size="sm" onClick={() => setRemoving(true)}>
                {t('remove')}
              </Button>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('close')}
              </Button>
            </div>
          ) : null}
          <ConfirmDialog
            open={removing}
            onOpenChange={setRemoving}
            title={t('removeTitle')}
            busy={busy}
            description={t('removeBody', { name: a?.candidate_name ?? '', packet: a?.packet_name ?? '' })}
            confirmLabel={t('remove')}
            cancelLabel={t('cancel')}
            onConfirm={async () => {
              if (await run(() => callApi(onboardingRoutes.deleteAssignment, { params: { id } }), toasts('assignmentRemoved'))) onClose();
            }}
          />
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
