'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import type { CandidateOption } from '@/lib/onboarding/schema';
import { revalidateOnboarding } from '../api';
import { CandidatePicker } from './candidate-picker';

/** "Assign packet": a packet (preset when opened from one), candidates, and an optional due date. */
export function AssignDialog({ open, onClose, packetId }: { open: boolean; onClose: () => void; packetId: string | null }) {
  const t = useTranslations('onboarding.assign');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const { data: packets } = useApi(onboardingRoutes.packets, open ? { query: { per_page: 100 } } : null);
  const [packet, setPacket] = useState(packetId ?? '');
  const [selected, setSelected] = useState<CandidateOption[]>([]);
  const [due, setDue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!packet) problems.packet = t('errors.packet');
    if (selected.length === 0) problems.candidates = t('errors.candidates');
    if (Object.keys(problems).length) return setErrors(problems);
    const res = await run(
      () =>
        callApi(onboardingRoutes.assign, {
          params: { id: packet },
          body: { candidate_ids: selected.map((c) => c._id), due_date: due || null },
        }),
      ({ data }) => toasts('assigned', { assigned: data.assigned, skipped: data.skipped }),
    );
    if (res) onClose();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('title')}
      description={t('description')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('packet')} error={errors.packet}>
          {(p) => (
            <Select
              {...p}
              value={packet}
              onValueChange={(v) => {
                setPacket(v);
                setSelected([]);
                setErrors({});
              }}
              options={[
                { value: '', label: t('choosePacket') },
                // A packet without items cannot be assigned: listed, but not choosable.
                ...(packets?.data ?? []).map((x) => ({
                  value: x._id,
                  label: x.item_count === 0 ? t('emptyPacket', { name: x.name }) : x.name,
                  disabled: x.item_count === 0,
                })),
              ]}
            />
          )}
        </Field>
        <div>
          <CandidatePicker
            packetId={packet}
            selected={selected}
            onChange={(next) => {
              setSelected(next);
              setErrors({});
            }}
          />
          {errors.candidates ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.candidates}
            </p>
          ) : null}
        </div>
        <Field label={t('dueDate')} hint={t('dueDateHint')}>
          {(p) => <Input {...p} type="date" value={due} onChange={(e) => setDue(e.target.value)} />}
        </Field>
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('submit', { count: selected.length })} busy={busy} />
      </form>
    </Dialog>
  );
}
