'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import { useAction } from '@/lib/browser/use-action';
import type { TenantPosition } from '@/lib/catalog/types';
import { ArchivedList } from './archived-list';
import { POSITIONS, catalogApi, useAdminList } from './api';
import { PositionEditor } from './position-editor';

/** Tenant-wide positions with default rates: a table edited in place, an add row, archive with confirmation. */
export function PositionsSection({ fmt }: { fmt: Format }) {
  const t = useTranslations('catalog.positions');
  const tc = useTranslations('common');
  const headingId = useId();
  const { rows, error, mutate } = useAdminList<TenantPosition>(`${POSITIONS}?archived=true`);
  const { busy, run } = useAction();
  const [editing, setEditing] = useState<string | null>(null);
  const [archiving, setArchiving] = useState<TenantPosition | null>(null);

  async function change<T>(fn: () => Promise<T>, success: string): Promise<boolean> {
    const res = await run(fn, success);
    await mutate();
    return res !== null;
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">{t('title')}</h3>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </div>
      <Loaded data={rows} error={error} retry={() => void mutate()}>
        {(all) => {
          const active = all.filter((p) => !p.archived_at);
          return (
            <>
              {active.length ? (
                <Table caption={t('caption')}>
                  <THead>
                    <tr><TH>{t('fields.name')}</TH><TH className="text-end">{t('fields.bill_rate')}</TH><TH className="text-end">{t('fields.pay_rate')}</TH><TH><span className="sr-only">{t('actions')}</span></TH></tr>
                  </THead>
                  <TBody>
                    {active.map((p) => (editing === p._id ? (
                      <tr key={p._id}>
                        <td colSpan={4} className="px-4 py-2">
                          <PositionEditor position={p} idPrefix={`position-${p._id}`} submitLabel={tc('save')} onCancel={() => setEditing(null)}
                            onSubmit={async (body) => { const ok = await change(() => catalogApi.updatePosition(p._id, body), t('updated')); if (ok) setEditing(null); return ok; }} />
                        </td>
                      </tr>
                    ) : (
                      <TR key={p._id}>
                        <TD className="font-medium">{p.name}</TD>
                        <TD className="text-end tabular-nums">{fmt.money(p.bill_rate)}</TD>
                        <TD className="text-end tabular-nums">{fmt.money(p.pay_rate)}</TD>
                        <TD className="whitespace-nowrap text-end">
                          <Button variant="ghost" size="sm" aria-label={t('editNamed', { name: p.name })} onClick={() => setEditing(p._id)}>{t('edit')}</Button>
                          <Button variant="ghost" size="sm" aria-label={t('archiveNamed', { name: p.name })} onClick={() => setArchiving(p)}>{t('archive')}</Button>
                        </TD>
                      </TR>
                    )))}
                  </TBody>
                </Table>
              ) : <Empty>{t('empty')}</Empty>}
              <div className="border-t border-slate-200 pt-3">
                <p className="mb-1 text-sm font-medium text-slate-800">{t('addTitle')}</p>
                <PositionEditor idPrefix="position-new" submitLabel={t('add')} onSubmit={(body) => change(() => catalogApi.createPosition(body), t('added'))} />
              </div>
              <ArchivedList items={all.filter((p) => p.archived_at)} idOf={(p) => p._id} nameOf={(p) => p.name} busy={busy}
                onRestore={(p) => void change(() => catalogApi.togglePosition(p._id), t('restored'))} />
            </>
          );
        }}
      </Loaded>
      <ConfirmDialog open={archiving !== null} onOpenChange={(open) => { if (!open) setArchiving(null); }} busy={busy}
        title={t('archiveTitle', { name: archiving?.name ?? '' })} description={t('archiveBody')} confirmLabel={t('archive')} cancelLabel={tc('cancel')}
        onConfirm={() => { const p = archiving; setArchiving(null); if (p) void change(() => catalogApi.togglePosition(p._id), t('archived')); }} />
    </section>
  );
}
