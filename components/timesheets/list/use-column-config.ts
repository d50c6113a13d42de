'use client';
import { useToast } from '@/components/ui/toast';
import { api } from '@/lib/browser/api';
import { TABLE_CONFIG_PATH } from '../api';
import { useTableConfig, type TableConfig } from '../use-timesheet-data';
import { visibleKeys, type ColumnKey } from './columns';

/** The user's column choice (table-configs), shown at once and saved in the background. */
export function useColumnConfig() {
  const toast = useToast();
  const config = useTableConfig();
  const visible = visibleKeys(config.data?.data?.columns);
  async function save(keys: ColumnKey[]) {
    const next: TableConfig = { data: { columns: visibleKeys(keys) } };
    try {
      await config.mutate(
        api.put('main', TABLE_CONFIG_PATH, next.data).then(() => next),
        { optimisticData: next, rollbackOnError: true, revalidate: false },
      );
    } catch (err) {
      toast.error((err as Error).message);
    }
  }
  return { visible, save };
}
