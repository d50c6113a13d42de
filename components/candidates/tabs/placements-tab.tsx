'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import type { CandidatePlacement } from '@/lib/candidates/types';
import { paths } from '../api';
import type { TabProps } from '../detail/tab-types';
import { useSubList } from '../use-candidate';
import { translatedOr } from '@/lib/i18n/keys';

export default function PlacementsTab({ candidate }: TabProps) {
  const t = useTranslations('candidates.placements');
  const fmt = useFormat();
  const { data, error, mutate } = useSubList<CandidatePlacement>(paths.placements(candidate._id));
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(body) =>
        body.data.length === 0 ? (
          <Empty>{t('empty')}</Empty>
        ) : (
          <Table caption={t('caption', { name: candidate.name })}>
            <THead>
              <tr>
                <TH>{t('columns.company')}</TH>
                <TH>{t('columns.location')}</TH>
                <TH>{t('columns.position')}</TH>
                <TH>{t('columns.dates')}</TH>
                <TH>{t('columns.status')}</TH>
                <TH className="text-end">{t('columns.billRate')}</TH>
                <TH className="text-end">{t('columns.payRate')}</TH>
              </tr>
            </THead>
            <TBody>
              {body.data.map((p) => (
                <TR key={p._id}>
                  <TD className="font-medium">{p.company_name}</TD>
                  <TD>{p.location_name}</TD>
                  <TD>{p.position}</TD>
                  <TD className="whitespace-nowrap">
                    {fmt.date(p.start_date)} – {p.end_date ? fmt.date(p.end_date) : t('ongoing')}
                  </TD>
                  <TD>
                    <Badge tone={p.status === 'active' ? 'success' : 'neutral'}>{translatedOr(t, `statuses.${p.status}`, p.status)}</Badge>
                  </TD>
                  <TD className="text-end tabular-nums">{fmt.money(p.bill_rate)}</TD>
                  <TD className="text-end tabular-nums">{fmt.money(p.pay_rate)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )
      }
    </Loaded>
  );
}
