/** Page geometry and the table of the condensed PDF (landscape Letter, 792 × 612 pt). */
import type { TimesheetRow } from '../types';
import { roundTo } from './numbers';

export const MARGIN = 36;
export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';
export const FONT_SIZE = 8;
export const ROW_HEIGHT = 13;
/** Space between a cell's border and its text. */
export const CELL_PADDING = 3;
/** Rows stop this far above the bottom margin, leaving the footer its own line. */
export const FOOTER_GAP = 6;
/** Where the table header sits: below the title block on page 1, below a one-line header after. */
export const TABLE_TOP_FIRST = 106;
export const TABLE_TOP_NEXT = 52;
export const HEADER_ROW_HEIGHT = 16;

export type PdfColumn = {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (r: TimesheetRow) => string;
};

const numberFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1234.5 → "1,234.50"; rounded first so the shown figure matches the CSV's. */
export const formatNumber = (n: number) => numberFormat.format(roundTo(n, 2));

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Widths add up to the 720 pt between the margins. */
export const PDF_COLUMNS: readonly PdfColumn[] = [
  { header: 'Worker', width: 170, align: 'left', cell: (r) => r.worker_name },
  { header: 'Location', width: 150, align: 'left', cell: (r) => r.location_name },
  { header: 'Week', width: 115, align: 'left', cell: (r) => `${r.week_start} – ${r.week_end}` },
  { header: 'Status', width: 60, align: 'left', cell: (r) => capitalise(r.status) },
  { header: 'Regular', width: 50, align: 'right', cell: (r) => formatNumber(r.regular_hours) },
  { header: 'Overtime', width: 55, align: 'right', cell: (r) => formatNumber(r.overtime_hours) },
  { header: 'Total hours', width: 55, align: 'right', cell: (r) => formatNumber(r.total_hours) },
  { header: 'Bill total', width: 65, align: 'right', cell: (r) => formatNumber(r.bill_total) },
];
