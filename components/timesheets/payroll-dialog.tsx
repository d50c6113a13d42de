'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PAYROLL_TYPES, type PayrollType } from '@/lib/timesheets/types';

/** Export to payroll marks the timesheets as exported, so it is confirmed with the format chosen. */
export default function PayrollDialog({
  count,
  busy,
  onConfirm,
  onClose,
}: {
  count: number;
  busy: boolean;
  onConfirm: (type: PayrollType) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useTranslations('timesheets.payroll');
  const tc = useTranslations('timesheets.actions');
  const [type, setType] = useState<PayrollType>('csv');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title', { count })}
      description={t('description')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button
            loading={busy}
            onClick={async () => {
              if (await onConfirm(type)) onClose();
            }}
          >
            {t('confirm')}
          </Button>
        </>
      }
    >
      <Field label={t('type')}>
        {(p) => (
          <Select {...p} value={type} onValueChange={setType} options={PAYROLL_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} />
        )}
      </Field>
    </Dialog>
  );
}
