'use client';
import type { ListTableProps } from '@/components/ui/data-table/data-table';
import { useFormat } from '@/lib/browser/format';
import type { TimecardRow } from '@/lib/timesheets/schema';
import { TimecardsTable } from './timecards-table';

/** The timecard table with its states and pagination, loaded beside the first fetch. */
export default function TimecardsResults(props: ListTableProps<TimecardRow>) {
  const fmt = useFormat();
  return <TimecardsTable {...props} fmt={fmt} />;
}
