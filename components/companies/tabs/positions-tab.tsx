'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import { useAction } from '@/lib/browser/use-action';
import type { PositionRow } from '@/lib/companies/types';
import { companyApi } from '../api';
import { usePositions } from '../use-companies';
import { PositionDialog } from './position-dialog';

/** Positions the company staffs with their default rates: add, edit, archive (with confirmation). */
export function PositionsTab({ companyId, currency }: { companyId: string; currency: string }) {
  const t = useTranslations('companies.positions');
  const tc = useTranslations('common');
  const fmt = useFormat(currency);
  const { data, error, mutate } = usePositions(companyId);
  const { busy, run } = useAction();
  const [editing, setEditing] = useState<PositionRow | 'new' | null>(null);
  const [archiving, setArchiving] = useState<PositionRow | null>(null);

  async function archive() {
    if (archiving && (await run(() => companyApi.archivePosition(companyId, archiving._id), t('archived')))) void mutate();
    setArchiving(null);
  }

  return (
    <section aria-label={t('title')} className="space-y-4">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setEditing('new')}>
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
                  <TH className="text-end">{t('fields.bill_rate')}</TH>
                  <TH className="text-end">{t('fields.pay_rate')}</TH>
                  <TH>
                    <span className="sr-only">{t('actions')}</span>
                  </TH>
                </tr>
              </THead>
              <TBody>
                {body.data.map((p) => (
                  <TR key={p._id}>
                    <TD className="font-medium">{p.name}</TD>
                    <TD className="text-end tabular-nums">{fmt.money(p.bill_rate)}</TD>
                    <TD className="text-end tabular-nums">{fmt.money(p.pay_rate)}</TD>
                    <TD className="whitespace-nowrap text-end">
                      <Button variant="ghost" size="sm" aria-label={t('editNamed', { name: p.name })} onClick={() => setEditing(p)}>
                        {t('edit')}
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={t('archiveNamed', { name: p.name })} onClick={() => setArchiving(p)}>
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
      {editing ? (
        <PositionDialog
          companyId={companyId}
          position={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void mutate()}
        />
      ) : null}
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(o) => {
          if (!o) setArchiving(null);
        }}
        busy={busy}
        title={t('archiveTitle', { name: archiving?.name ?? '' })}
        description={t('archiveBody')}
        confirmLabel={t('archive')}
        cancelLabel={tc('cancel')}
        onConfirm={() => void archive()}
      />
    </section>
  );
}
