'use client';
import { useTranslations } from 'next-intl';
import { StatusOptionsEditor } from '@/components/statuses/status-options-editor';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Tabs } from '@/components/ui/tabs';

/** Admins configure application statuses and sources without leaving the list. */
export function ManageStatusesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('applications.manage');
  const tKinds = useTranslations('statuses.kinds');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('close')}
        </Button>
      }
    >
      <div className="max-h-[60vh] overflow-y-auto pe-1">
        <Tabs
          label={t('title')}
          items={[
            { value: 'application', label: tKinds('application'), content: <StatusOptionsEditor kind="application" /> },
            {
              value: 'application_source',
              label: tKinds('application_source'),
              content: <StatusOptionsEditor kind="application_source" />,
            },
          ]}
        />
      </div>
    </Dialog>
  );
}
