/** Page geometry and the table of the condensed PDF (landscape Letter, 792 × 612 pt). */
import type { ExportRow } from './row';
import type { PdfColumnKey, PdfWords } from './pdf-words';

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
  key: PdfColumnKey;
  width: number;
  align: 'left' | 'right';
  cell: (r: ExportRow, words: PdfWords) => string;
};

/**
 * Widths add up to the 720 pt between the margins. Headers and status words come from the reader's PdfWords; the
 * figures' columns are wide enough for the longest header of the Latin-script catalogues ("Rechnungsbetrag").
 */
export const PDF_COLUMNS: readonly PdfColumn[] = [
  { key: 'worker', width: 150, align: 'left', cell: (r) => r.worker_name },
  { key: 'location', width: 130, align: 'left', cell: (r) => r.location_name },
  // The site's own week: days, not instants, so no clock can move them.
  { key: 'week', width: 110, align: 'left', cell: (r) => `${r.week_start} – ${r.week_end}` },
  { key: 'status', width: 60, align: 'left', cell: (r, w) => w.status(r.status) },
  { key: 'regular', width: 60, align: 'right', cell: (r, w) => w.number(r.regular_hours) },
  { key: 'overtime', width: 65, align: 'right', cell: (r, w) => w.number(r.overtime_hours) },
  { key: 'totalHours', width: 70, align: 'right', cell: (r, w) => w.number(r.total_hours) },
  { key: 'billTotal', width: 75, align: 'right', cell: (r, w) => w.number(r.bill_total) },
];
