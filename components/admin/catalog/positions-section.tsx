'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import type { TenantPosition } from '@/lib/catalog/types';
import { POSITIONS, catalogApi } from './api';
import { useArchivePrompt } from './archive-prompt';
import { CatalogList } from './catalog-list';
import { PositionEditor } from './position-editor';
import { useAdminList } from './use-admin-list';

const idOf = (p: TenantPosition) => p._id;
const nameOf = (p: TenantPosition) => p.name;

/** Tenant-wide positions with default rates: a table edited in place, an add row, archive with confirmation. */
export function PositionsSection({ fmt }: { fmt: Format }) {
  const t = useTranslations('catalog.positions');
  const tc = useTranslations('common');
  const { rows, error, retry, busy, change } = useAdminList<TenantPosition>(`${POSITIONS}?archived=true`);
  const [editing, setEditing] = useState<string | null>(null);
  const archive = useArchivePrompt(
    'catalog.positions',
    nameOf,
    (p) => void change(() => catalogApi.togglePosition(p._id), t('archived')),
    busy,
  );

  return (
    <AdminSection title={t('title')} intro={t('intro')}>
      <CatalogList
        rows={rows}
        error={error}
        retry={retry}
        empty={t('empty')}
        idOf={idOf}
        nameOf={nameOf}
        busy={busy}
        onRestore={(p) => void change(() => catalogApi.togglePosition(p._id), t('restored'))}
        footer={
          <div className="border-t border-slate-200 pt-3">
            <p className="mb-1 text-sm font-medium text-slate-800">{t('addTitle')}</p>
            <PositionEditor
              idPrefix="position-new"
              submitLabel={t('add')}
              onSubmit={(body) => change(() => catalogApi.createPosition(body), t('added'))}
            />
          </div>
        }
      >
        {(active) => (
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
              {active.map((p) =>
                editing === p._id ? (
                  <tr key={p._id}>
                    <td colSpan={4} className="px-4 py-2">
                      <PositionEditor
                        position={p}
                        idPrefix={`position-${p._id}`}
                        submitLabel={tc('save')}
                        onCancel={() => setEditing(null)}
                        onSubmit={async (body) => {
                          const ok = await change(() => catalogApi.updatePosition(p._id, body), t('updated'));
                          if (ok) setEditing(null);
                          return ok;
                        }}
                      />
                    </td>
                  </tr>
                ) : (
                  <TR key={p._id}>
                    <TD className="font-medium">{p.name}</TD>
                    <TD className="text-end tabular-nums">{fmt.money(p.bill_rate)}</TD>
                    <TD className="text-end tabular-nums">{fmt.money(p.pay_rate)}</TD>
                    <TD className="whitespace-nowrap text-end">
                      <Button variant="ghost" size="sm" aria-label={t('editNamed', { name: p.name })} onClick={() => setEditing(p._id)}>
                        {t('edit')}
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={t('archiveNamed', { name: p.name })} onClick={() => archive.ask(p)}>
                        {t('archive')}
                      </Button>
                    </TD>
                  </TR>
                ),
              )}
            </TBody>
          </Table>
        )}
      </CatalogList>
      {archive.dialog}
    </AdminSection>
  );
}
