/**
 * The Paychex import columns and the layout an agency can save for them (admin "integrations" tab).
 * No Node imports here: the layout editor in the browser reads these too.
 */

/** The default layout, in the column order of Paychex's import template. */
export const PAYCHEX_COLUMNS = [
  'Company ID',
  'Worker ID',
  'Worker Name',
  'Pay Component',
  'Hours',
  'Rate',
  'Amount',
  'Check Seq Number',
  'Location',
] as const;

/** Every column the export can write: the template's plus the pay-period dates some import maps ask for. */
export const PAYCHEX_ALL_COLUMNS = [...PAYCHEX_COLUMNS, 'Week Start', 'Week End'] as const;
export type PaychexColumn = (typeof PAYCHEX_ALL_COLUMNS)[number];

export const PAYCHEX_DATE_FORMATS = ['MM/dd/yyyy', 'yyyy-MM-dd'] as const;
export type PaychexDateFormat = (typeof PAYCHEX_DATE_FORMATS)[number];

export type PaychexLayout = {
  columns: readonly PaychexColumn[];
  date_format: PaychexDateFormat;
  /** Written in the Pay Component column of regular, overtime and double-time lines. */
  regular_earnings_code: string;
  overtime_earnings_code: string;
  double_time_earnings_code: string;
};

/** Today's file, unchanged: what an agency gets until it saves a layout of its own. */
export const DEFAULT_PAYCHEX_LAYOUT: PaychexLayout = {
  columns: PAYCHEX_COLUMNS,
  date_format: 'MM/dd/yyyy',
  regular_earnings_code: 'Regular',
  overtime_earnings_code: 'Overtime',
  double_time_earnings_code: 'Double Time',
};

/** A yyyy-MM-dd date in the layout's format (plain string work: no time zone can shift the day). */
export function formatPaychexDate(day: string, format: PaychexDateFormat): string {
  if (format === 'yyyy-MM-dd') return day;
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}
