'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { packetBody } from '@/lib/onboarding/schema';
import type { PacketDetail } from '@/lib/onboarding/types';
import { useAction } from '@/lib/browser/use-action';
import { messagesByPath, P, revalidateOnboarding, send } from '../api';
import { PacketFields } from './packet-fields';

export function NewPacketDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const t = useTranslations('onboarding.packets');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const [form, setForm] = useState({ name: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = packetBody.safeParse(form);
    if (!parsed.success) return setErrors(messagesByPath(parsed.error.issues));
    const res = await run(() => send.post<PacketDetail>(P.packets, parsed.data), toasts('packetCreated'));
    if (res) {
      onCreated(res.data._id);
      onClose();
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('newTitle')}
      description={t('newDescription')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <PacketFields
          value={form}
          errors={errors}
          onChange={(patch) => {
            setForm((f) => ({ ...f, ...patch }));
            setErrors({});
          }}
        />
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('create')} busy={busy} />
      </form>
    </Dialog>
  );
}
