/** The condensed timesheet PDF (SPEC §7 `export/pdf-condensed`), streamed page by page. */
import PDFDocument from 'pdfkit';
import type { ExportRow } from './row';
import { roundTo } from './numbers';
import {
  CELL_PADDING,
  FONT,
  FONT_BOLD,
  FONT_SIZE,
  FOOTER_GAP,
  HEADER_ROW_HEIGHT,
  MARGIN,
  PDF_COLUMNS,
  ROW_HEIGHT,
  TABLE_TOP_FIRST,
  TABLE_TOP_NEXT,
  type PdfColumn,
} from './pdf-layout';
import { fitText, pdfText } from './pdf-text';
import type { PdfWords } from './pdf-words';

/**
 * `words`: the file's words in its reader's language (pdf-words.ts pdfWordsIn), "Generated …" on her clock.
 * `title` overrides the words' title; `filterSummary` is already in her words.
 */
export type CondensedPdfMeta = { companyName: string; generatedAt: Date; words: PdfWords; title?: string; filterSummary?: string };

type Doc = PDFKit.PDFDocument;

/** Cents and hundredths of an hour as integers, so totals of many rows do not drift. */
const hundredths = (n: number) => Math.round(roundTo(n, 2) * 100);

/**
 * Draws onto the document one row at a time. Every piece of text is placed at an explicit x/y with
 * lineBreak off, which keeps pdfkit from wrapping or adding pages on its own: page breaks happen
 * only here, where the column headers and the page number can be repeated.
 */
class CondensedPdfWriter {
  private page = 0;
  private y = 0;
  private count = 0;
  private sums = { regular: 0, overtime: 0, total: 0, bill: 0 };

  private readonly words: PdfWords;
  private readonly title: string;

  constructor(
    private readonly doc: Doc,
    private readonly meta: CondensedPdfMeta,
  ) {
    this.words = meta.words;
    this.title = meta.title ?? meta.words.title;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - FOOTER_GAP;
  }

  private text(
    value: string,
    x: number,
    y: number,
    width: number,
    opts: { bold?: boolean; size?: number; align?: 'left' | 'right'; color?: string } = {},
  ) {
    const doc = this.doc
      .font(opts.bold ? FONT_BOLD : FONT)
      .fontSize(opts.size ?? FONT_SIZE)
      .fillColor(opts.color ?? '#111827');
    const shown = fitText(pdfText(value), width, (s) => doc.widthOfString(s));
    const left = opts.align === 'right' ? x + width - doc.widthOfString(shown) : x;
    doc.text(shown, left, y, { lineBreak: false });
  }

  private cells(values: string[], bold: boolean) {
    let x = MARGIN;
    PDF_COLUMNS.forEach((col: PdfColumn, i) => {
      this.text(values[i] ?? '', x + CELL_PADDING, this.y + 3, col.width - 2 * CELL_PADDING, { bold, align: col.align });
      x += col.width;
    });
  }

  private rule(y: number, color: string) {
    const right = this.doc.page.width - MARGIN;
    this.doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.5).strokeColor(color).stroke();
  }

  private newPage() {
    this.doc.addPage();
    this.page += 1;
    const { companyName, generatedAt, filterSummary } = this.meta;
    const { title, words } = this;
    const width = this.doc.page.width - 2 * MARGIN;
    if (this.page === 1) {
      this.text(companyName, MARGIN, MARGIN, width, { bold: true, size: 16 });
      this.text(title, MARGIN, MARGIN + 22, width, { size: 11 });
      this.text(words.generated(generatedAt), MARGIN, MARGIN + 38, width, { size: 8.5, color: '#4b5563' });
      if (filterSummary) this.text(filterSummary, MARGIN, MARGIN + 51, width, { size: 8.5, color: '#4b5563' });
      this.y = TABLE_TOP_FIRST;
    } else {
      this.text(`${companyName} – ${title}`, MARGIN, MARGIN, width, { size: 8.5, color: '#4b5563' });
      this.y = TABLE_TOP_NEXT;
    }
    this.cells(
      PDF_COLUMNS.map((c) => words.header(c.key)),
      true,
    );
    this.rule(this.y + HEADER_ROW_HEIGHT - 2, '#6b7280');
    this.y += HEADER_ROW_HEIGHT;
    // Known now, as the page opens: a streamed file cannot go back to write "of M".
    this.text(words.page(this.page), MARGIN, this.doc.page.height - MARGIN + 8, width, { align: 'right', color: '#4b5563' });
  }

  start() {
    this.newPage();
  }

  row(r: ExportRow) {
    if (this.y + ROW_HEIGHT > this.bottom) this.newPage();
    if (this.count % 2 === 1) {
      // Zebra stripes keep a long line readable across the landscape page.
      this.doc.rect(MARGIN, this.y, this.doc.page.width - 2 * MARGIN, ROW_HEIGHT).fill('#f3f4f6');
    }
    this.cells(
      PDF_COLUMNS.map((c) => c.cell(r, this.words)),
      false,
    );
    this.y += ROW_HEIGHT;
    this.count += 1;
    this.sums.regular += hundredths(r.regular_hours);
    this.sums.overtime += hundredths(r.overtime_hours);
    this.sums.total += hundredths(r.total_hours);
    this.sums.bill += hundredths(r.bill_total);
  }

  finish() {
    if (this.count === 0) {
      this.text(this.words.empty, MARGIN + CELL_PADDING, this.y + 3, 400);
      this.y += ROW_HEIGHT;
    }
    if (this.y + ROW_HEIGHT + 4 > this.bottom) this.newPage();
    this.rule(this.y + 2, '#111827');
    this.y += 4;
    const { regular, overtime, total, bill } = this.sums;
    const n = this.words.number;
    this.cells([this.words.total(this.count), '', '', '', n(regular / 100), n(overtime / 100), n(total / 100), n(bill / 100)], true);
    this.y += ROW_HEIGHT;
  }
}

/**
 * Landscape Letter, Helvetica only (pdfkit's built-in AFM fonts, no font files of ours). Rows are
 * pulled from `rows` only when the reader wants more bytes, and pdfkit hands out a page's bytes as
 * soon as the next page starts, so memory holds about one page however long the export.
 */
export function condensedPdf(rows: AsyncIterable<ExportRow>, meta: CondensedPdfMeta): ReadableStream<Uint8Array> {
  const iterator = rows[Symbol.asyncIterator]();
  const doc: Doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    // CreationDate feeds pdfkit's file ID: the same export at the same time gives the same bytes.
    info: { Title: meta.title ?? meta.words.title, Author: meta.companyName, CreationDate: meta.generatedAt },
  });
  const writer = new CondensedPdfWriter(doc, meta);
  let ended = false;
  const stop = async () => {
    doc.destroy();
    await iterator.return?.().catch(() => undefined);
  };

  return new ReadableStream<Uint8Array>(
    {
      start() {
        writer.start();
      },
      async pull(controller) {
        try {
          for (;;) {
            // pdfkit pushes into its own Readable buffer; read() takes all of it synchronously.
            const chunk: unknown = doc.read();
            if (chunk instanceof Uint8Array) {
              controller.enqueue(chunk);
              return;
            }
            if (ended) {
              controller.close();
              return;
            }
            const next = await iterator.next();
            if (next.done) {
              writer.finish();
              doc.end(); // synchronous for the standard fonts: the trailer is buffered when it returns
              ended = true;
            } else {
              writer.row(next.value);
            }
          }
        } catch (err) {
          await stop();
          throw err;
        }
      },
      cancel: stop,
    },
    { highWaterMark: 0 },
  );
}
