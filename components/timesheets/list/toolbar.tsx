'use client';
import type { Role } from '@/lib/auth/roles';
import { useFormat } from '@/lib/browser/format';
import type { DashboardLabels } from '@/lib/settings/labels';
import { ExportMenu } from '../export/export-menu';
import { seesPay } from '@/lib/auth/pay-visibility';
import { ColumnChooser } from './column-chooser';
import { useColumns } from './columns';
import type { ExportFilter } from './query';
import { useColumnConfig } from './use-column-config';

/** Columns and Export, loaded right after the page (see timesheets-screen) rather than in its first bundle. */
export default function Toolbar({
  role,
  labels,
  currency,
  companyId,
  ids,
  filter,
}: {
  role: Role;
  labels: DashboardLabels;
  currency: string;
  companyId: string;
  ids: string[];
  filter: ExportFilter;
}) {
  const fmt = useFormat(currency);
  const columns = useColumns(role, labels, fmt);
  const { visible, save } = useColumnConfig();
  return (
    <>
      <ColumnChooser columns={columns} visible={visible} onChange={save} />
      <ExportMenu ids={ids} filter={filter} companyId={companyId} withPay={seesPay(role)} placementLabel={labels.placement.singular} />
    </>
  );
}
