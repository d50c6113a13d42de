'use client';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';
import { messageOf } from '@/lib/browser/message-of';
import { callApi } from '@/lib/browser/typed-api';
import { tableConfigsRoutes } from '@/lib/contracts/routes/settings';
import { useTableConfig, type TableConfig } from '../use-timesheet-data';
import { visibleKeys, type ColumnKey } from './columns';

/** The user's column choice (table-configs), shown at once and saved in the background. */
export function useColumnConfig() {
  const t = useTranslations('timesheets');
  const toast = useToast();
  const config = useTableConfig();
  const visible = visibleKeys(config.data?.data?.columns);
  async function save(keys: ColumnKey[]) {
    const columns = visibleKeys(keys);
    const next: TableConfig = { data: { columns } };
    try {
      await config.mutate(
        callApi(tableConfigsRoutes.save, { params: { table: 'timesheets' }, body: { columns } }).then(() => next),
        { optimisticData: next, rollbackOnError: true, revalidate: false },
      );
    } catch (err) {
      toast.error(messageOf(err, t('errors.generic')));
    }
  }
  return { visible, save };
}
