'use client';
import { useFormatter, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { useAction } from '@/lib/browser/use-action';
import { revalidateRules, rulesApi } from '@/components/referrals/api';
import { useBonusRules } from '@/components/referrals/use-referral-data';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { BonusRule } from '@/lib/referrals/types';

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

  return (
    <AdminSection
      title={t('title')}
      intro={t('intro')}
      action={
        <Button size="sm" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      }
    >
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <Table caption={t('title')}>
              <THead>
                <tr>
                  <TH>{t('name')}</TH>
                  <TH className="text-end">{t('amount')}</TH>
                  <TH className="text-end">{t('days')}</TH>
                  <TH>{t('position')}</TH>
                  <TH className="text-end">{t('used')}</TH>
                  <TH className="text-end">{t('actions')}</TH>
                </tr>
              </THead>
              <TBody>
                {body.data.map((r) => (
                  <TR key={r._id} data-testid="bonus-rule-row">
                    <TD className="font-medium">
                      {r.name}
                      {r.active ? null : <Badge className="ms-2">{t('inactive')}</Badge>}
                    </TD>
                    <TD className="text-end tabular-nums">{money(r.amount)}</TD>
                    <TD className="text-end tabular-nums">{r.days_required}</TD>
                    <TD>{r.position ?? t('anyPosition')}</TD>
                    <TD className="text-end tabular-nums">{r.referral_count}</TD>
                    <TD className="whitespace-nowrap text-end">
                      <span className="flex justify-end gap-1">
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
                      </span>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
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
