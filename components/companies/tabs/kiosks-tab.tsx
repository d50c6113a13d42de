'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import { useAction } from '@/lib/browser/use-action';
import type { KioskRow, KioskWithPin } from '@/lib/kiosks/types';
import { companyApi } from '../api';
import { useKiosks, useLocations } from '../use-companies';
import { KioskDialog } from './kiosk-dialog';
import { PinRevealDialog } from './pin-reveal-dialog';

type Pending = { kind: 'reset' | 'archive'; kiosk: KioskRow };

/** Kiosks with their PIN hint; create and reset reveal the PIN once; reset and archive ask first. */
export function KiosksTab({ companyId }: { companyId: string }) {
  const t = useTranslations('companies.kiosks');
  const tc = useTranslations('common');
  const fmt = useFormat();
  const { data, error, mutate } = useKiosks(companyId);
  const { data: locations } = useLocations(companyId);
  const { busy, run } = useAction();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [revealed, setRevealed] = useState<KioskWithPin | null>(null);

  const reveal = (kiosk: KioskWithPin) => {
    setRevealed(kiosk);
    void mutate();
  };
  async function confirm() {
    if (!pending) return;
    const { kind, kiosk } = pending;
    if (kind === 'reset') {
      const res = await run(() => companyApi.resetPin(companyId, kiosk._id));
      if (res) reveal(res.data);
    } else if (await run(() => companyApi.archiveKiosk(companyId, kiosk._id), t('archived'))) {
      void mutate();
    }
    setPending(null);
  }

  return (
    <section aria-label={t('title')} className="space-y-4">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setAdding(true)}>
          <span aria-hidden>+</span>
          {t('add')}
        </Button>
      </div>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <Table caption={t('caption')}>
              <THead>
                <tr>
                  <TH>{t('fields.name')}</TH>
                  <TH>{t('fields.location')}</TH>
                  <TH>{t('fields.pin')}</TH>
                  <TH>{t('createdAt')}</TH>
                  <TH>
                    <span className="sr-only">{t('actions')}</span>
                  </TH>
                </tr>
              </THead>
              <TBody>
                {body.data.map((k) => (
                  <TR key={k._id}>
                    <TD className="font-medium">{k.name}</TD>
                    <TD>{k.location_name ?? '—'}</TD>
                    <TD>
                      <span aria-hidden className="font-mono">
                        ••••{k.pin_hint}
                      </span>
                      <span className="sr-only">{t('pinEndsWith', { hint: k.pin_hint })}</span>
                    </TD>
                    <TD className="whitespace-nowrap">{fmt.stamp(k.created_at)}</TD>
                    <TD className="whitespace-nowrap text-end">
                      <Button variant="ghost" size="sm" onClick={() => setPending({ kind: 'reset', kiosk: k })}>
                        {t('reset')}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setPending({ kind: 'archive', kiosk: k })}>
                        {t('archive')}
                      </Button>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )
        }
      </Loaded>
      {adding ? (
        <KioskDialog companyId={companyId} locations={locations?.data ?? []} open={adding} onOpenChange={setAdding} onCreated={reveal} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o) setPending(null);
        }}
        busy={busy}
        cancelLabel={tc('cancel')}
        title={pending ? t(`${pending.kind}Title`, { name: pending.kiosk.name }) : ''}
        description={pending ? t(`${pending.kind}Body`) : ''}
        confirmLabel={pending ? t(pending.kind) : ''}
        onConfirm={() => void confirm()}
      />
      <PinRevealDialog kioskName={revealed?.name ?? ''} pin={revealed?.pin ?? null} onClose={() => setRevealed(null)} />
    </section>
  );
}
