'use client';
import { useAction } from '@/lib/browser/use-action';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { TimeZonePicker } from '@/components/ui/time-zone-picker';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { timezonesRoutes } from '@/lib/contracts/routes/timezones';

/**
 * Her own zone for times not tied to a site (history, "approved at"; DESIGN §8 "One clock"), or the company's.
 * Saved, the page is refreshed: the portal layout reads the zone on the server and hands it to every screen.
 */
export function TimeZoneDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('shell.timeZone');
  const router = useRouter();
  const { data, mutate } = useApi(timezonesRoutes.profile, open ? {} : null);
  const [picked, setPicked] = useState<string | null>(null);
  const { busy, run } = useAction();
  const current = data?.data;
  const save = async (zone: string | null) => {
    const saved = await run(async () => {
      await mutate(await callApi(timezonesRoutes.saveProfile, { body: { time_zone: zone } }), { revalidate: false });
      return true;
    }, t('saved'));
    if (!saved) return;
    onOpenChange(false);
    setPicked(null);
    router.refresh();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('body')}
      footer={
        <>
          <Button variant="outline" disabled={!current?.time_zone} loading={busy} onClick={() => save(null)}>
            {t('useCompany', { zone: current?.tenant ?? '' })}
          </Button>
          <Button disabled={!picked} loading={busy} onClick={() => save(picked)}>
            {t('save')}
          </Button>
        </>
      }
    >
      <Field label={t('label')}>{(p) => <TimeZonePicker {...p} value={picked ?? current?.effective ?? ''} onChange={setPicked} />}</Field>
    </Dialog>
  );
}
