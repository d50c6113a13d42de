'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { actionsColumn, nameColumn, numberColumn, textColumn, NameSortedTable } from '@/components/admin/table-columns';
import { useAction } from '@/lib/browser/use-action';
import { revalidateRules, rulesApi } from '@/components/referrals/api';
import { useBonusRules } from '@/components/referrals/use-referral-data';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import type { BonusRule } from '@/lib/referrals/schema';

const rowProps = () => ({ 'data-testid': 'bonus-rule-row' });

// The form carries the zod schema shared with the API: it loads when first opened.
const RuleDialog = dynamic(() => import('./rule-dialog').then((m) => m.RuleDialog), { ssr: false });

/**
 * Referral bonus rules (admin → referrals, under the referral statuses): amount, days the referred
 * candidate must have worked, an optional position; deactivate to retire one, delete only when unused.
 */
export function BonusRulesSection() {
  const t = useTranslations('referrals.rules');
  const format = useFormatter();
  const { data, error, mutate } = useBonusRules();
  const { run, busy } = useAction({ revalidate: revalidateRules, fallbackError: t('failed') });
  const [editing, setEditing] = useState<BonusRule | 'new' | null>(null);
  const [doomed, setDoomed] = useState<BonusRule | null>(null);
  const money = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const columns: ColumnDef<BonusRule>[] = [
    nameColumn(
      t('name'),
      (r) => r.name,
      (r) => (r.active ? null : t('inactive')),
    ),
    numberColumn('amount', t('amount'), (r) => r.amount, money),
    numberColumn('days', t('days'), (r) => r.days_required),
    textColumn('position', t('position'), (r) => r.position, t('anyPosition')),
    numberColumn('used', t('used'), (r) => r.referral_count),
    actionsColumn(t('actions'), (r) => (
      <>
        <Button size="sm" variant="ghost" aria-label={`${t('edit')}: ${r.name}`} onClick={() => setEditing(r)}>
          {t('edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={`${r.active ? t('deactivate') : t('activate')}: ${r.name}`}
          onClick={() => void run(() => rulesApi.update(r._id, { active: !r.active }), t('saved'))}
        >
          {r.active ? t('deactivate') : t('activate')}
        </Button>
        {r.referral_count === 0 ? (
          <Button size="sm" variant="ghost" aria-label={`${t('delete')}: ${r.name}`} onClick={() => setDoomed(r)}>
            {t('delete')}
          </Button>
        ) : null}
      </>
    )),
  ];

  return (
    <AdminSection title={t('title')} intro={t('intro')} add={{ label: t('add'), onClick: () => setEditing('new') }}>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <NameSortedTable columns={columns} rows={body.data} getRowId={(r) => r._id} caption={t('title')} rowProps={rowProps} />
          )
        }
      </Loaded>
      {editing ? <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(o) => {
          if (!o) setDoomed(null);
        }}
        title={t('deleteTitle', { name: doomed?.name ?? '' })}
        description={t('deleteBody')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => {
          const r = doomed;
          if (r) void run(() => rulesApi.remove(r._id), t('deleted')).then(() => setDoomed(null));
        }}
      />
    </AdminSection>
  );
}
