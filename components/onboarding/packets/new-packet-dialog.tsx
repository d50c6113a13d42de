'use client';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { FormActions } from '@/components/ui/form-actions';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { revalidateOnboarding } from '../api';
import { PacketFields } from './packet-fields';
import { PACKET_FIELDS, packetFormSchema, type PacketField, type PacketInput } from './packet-form-schema';

export function NewPacketDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const t = useTranslations('onboarding.packets');
  const { run } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const form = useZodForm(packetFormSchema, { name: '', description: '' });

  async function submit(body: PacketInput) {
    const res = await run(
      () => callApi(onboardingRoutes.createPacket, { body }),
      toasts('packetCreated'),
      (refused) => {
        for (const f of PACKET_FIELDS) if (refused[f]) form.setError(f, { type: 'server', message: refused[f] });
      },
    );
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
      {/* The schema's messages are English; each field says its rule in the user's language instead. */}
      <Form form={form} onSubmit={submit} errorText={(f) => t(`errors.${f as PacketField}`)} className="space-y-4">
        <PacketFields />
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('create')} busy={form.formState.isSubmitting} />
      </Form>
    </Dialog>
  );
}
