'use client';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { tableConfigsRoutes } from '@/lib/contracts/routes/settings';
import { useTableConfig, type TableConfig } from '../use-timesheet-data';
import { visibleListColumns } from '@/lib/timesheets/list-columns';
import type { ColumnKey } from './columns';

/** The user's column choice (table-configs), shown at once and saved in the background; a refusal puts the old one back. */
export function useColumnConfig() {
  const t = useTranslations('timesheets');
  const { run } = useAction({ fallbackError: t('errors.generic') });
  const config = useTableConfig();
  const visible = visibleListColumns(config.data?.data?.columns);
  async function save(keys: ColumnKey[]) {
    const columns = visibleListColumns(keys);
    const next: TableConfig = { data: { columns } };
    await run(() =>
      config.mutate(
        callApi(tableConfigsRoutes.save, { params: { table: 'timesheets' }, body: { columns } }).then(() => next),
        { optimisticData: next, rollbackOnError: true, revalidate: false },
      ),
    );
  }
  return { visible, save };
}
