import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/app/api/main/custom-reports/route';
import * as exportRoute from '@/app/api/main/client-portal/timesheets/export/[kind]/route';
import { db } from '@/lib/db/client';
import { timesheets, users } from '@/lib/db/schema';
import type { CustomReport } from '@/lib/custom-reports/schema';
import { viewerClock } from '@/lib/timezones/clock';
import { parseCsv } from '../support/csv';
import { bodyOf, demoSessions } from './fixtures';
import { call } from './helpers';
import { contactLocationIds, makeTimesheet } from './time-helpers';
import { theRow } from '@/lib/db/rows';
import { atLeast } from '@/tests/support/present';

/**
 * Issue 22 items 2, 9 and 13 through the export route: a German contact whose profile zone is Tokyo reads her
 * PDF, her CSV and a saved report in German, instants on her own clock with the zone named, without the
 * agency's columns; the staff's files keep the integration format.
 */
const demo = demoSessions(['admin', 'contact'], []);
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };
let contactId = '';
let zoneBefore: string | null = null;
let ids: string[] = [];

beforeAll(async () => {
  const contact = theRow(
    await db()
      .select({ id: users.id, zone: users.timeZone })
      .from(users)
      .where(and(eq(users.tenantId, demo.acmeId), eq(users.email, 'contact@acme.test'))),
  );
  contactId = contact.id;
  zoneBefore = contact.zone;
  await db().update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, contactId));
  const loc = theRow(await contactLocationIds('acme'));
  const sheets = await Promise.all(
    [0, 1].map(() => makeTimesheet({ tenantId: demo.acmeId, locationId: loc, status: 'approved', cards: 5 })),
  );
  ids = sheets.map((s) => s.id);
});
afterAll(async () => {
  await db().update(users).set({ timeZone: zoneBefore }).where(eq(users.id, contactId));
});

const exportAs = (token: string, kind: string, body: unknown, headers: Record<string, string> = {}) =>
  call(exportRoute.POST, 'POST', `/api/main/client-portal/timesheets/export/${kind}`, { token, body, params: { kind }, headers });

async function pdfText(res: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const approvedAt = async (id: string) =>
  (await db().select({ at: timesheets.approvedAt }).from(timesheets).where(eq(timesheets.id, id)))[0]!.at as Date;

describe("a contact's export files", () => {
  it('the PDF: German words, "Erstellt am" on her Tokyo clock, and the same total as her CSV', async () => {
    const res = await exportAs(demo.contact, 'pdf-condensed', { timesheet_ids: ids }, GERMAN);
    expect(res.status).toBe(200);
    const shown = await pdfText(res);
    for (const word of ['Stundenzettel', 'Mitarbeiter', 'Rechnungsbetrag', 'Genehmigt', 'Seite 1', '2 ausgewählte Stundenzettel'])
      expect(shown).toContain(word);
    expect(shown).toMatch(/Erstellt am \d{1,2}\. \S+ \d{4}, \d{2}:\d{2} GMT\+9/);
    expect(shown).not.toMatch(/Generated|UTC|Approved/);
    const pdfTotal = shown.match(/Summe: 2 Stundenzettel\s+[\d.,]+\s+[\d.,]+\s+([\d.,]+)/)?.[1];

    const [header, ...lines] = atLeast(parseCsv(await (await exportAs(demo.contact, 'csv', { timesheet_ids: ids }, GERMAN)).text()), 1);
    const hours = header.indexOf('Stunden gesamt');
    expect(hours).toBeGreaterThan(-1);
    const csvTotal = lines.reduce((sum, l) => sum + Math.round(Number(l[hours]) * 100), 0) / 100;
    expect(pdfTotal).toBe(csvTotal.toLocaleString('de', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  });

  it('a custom CSV reads "approved on" on her clock, with its zone, never as an ISO UTC stamp', async () => {
    const res = await exportAs(
      demo.contact,
      'custom',
      { timesheet_ids: [ids[0]], fields: ['worker_name', 'status', 'approved_at'] },
      GERMAN,
    );
    const [header, line] = atLeast(parseCsv(await res.text()), 2);
    expect(header).toEqual(['Mitarbeiter', 'Status', 'Genehmigt am']);
    expect(line[1]).toBe('Genehmigt');
    expect(line[2]).toBe(viewerClock('de', 'Asia/Tokyo').stamp(await approvedAt(ids[0]!)));
    expect(line[2]).toMatch(/GMT\+9$/);
    // The staff's file keeps the integration format: ISO 8601 in UTC and the raw status key.
    const [staffHeader, staffLine] = parseCsv(
      await (await exportAs(demo.admin, 'custom', { timesheet_ids: [ids[0]], fields: ['status', 'approved_at'] })).text(),
    );
    expect(staffHeader).toEqual(['Status', 'Approved At']);
    expect(staffLine).toEqual(['approved', (await approvedAt(ids[0]!)).toISOString()]);
  });

  it("a saved report she runs leaves out the agency's columns and reads in her words", async () => {
    const created = await call(listRoute.POST, 'POST', '/api/main/custom-reports', {
      token: demo.admin,
      body: {
        name: `Client file ${randomUUID().slice(0, 8)}`,
        source: 'timesheets',
        fields: [
          '_id',
          'worker_name',
          'user_id',
          'status',
          'locked',
          'invoiced_vendor',
          'approved_at',
          'total_hours',
          'payroll_exported_at',
        ],
      },
    });
    const report = (await bodyOf<{ data: CustomReport }>(created)).data;
    const res = await exportAs(demo.contact, 'custom', { custom_report: report._id, timesheet_ids: ids }, GERMAN);
    expect(res.status).toBe(200);
    const [header, ...lines] = parseCsv(await res.text());
    expect(header).toEqual(['Mitarbeiter', 'Status', 'Genehmigt am', 'Stunden gesamt']);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line[1]).toBe('Genehmigt');
      expect(line[2]).toMatch(/GMT\+9$/);
      expect(line.some((cell) => ids.includes(cell))).toBe(false);
    }
    // The agency's own run of the same report keeps every column, in the integration format.
    const staff = parseCsv(await (await exportAs(demo.admin, 'custom', { custom_report: report._id, timesheet_ids: ids })).text());
    expect(staff[0]).toEqual([
      'Timesheet ID',
      'Worker',
      'User ID',
      'Status',
      'Locked',
      'Invoiced Vendor',
      'Approved At',
      'Total Hours',
      'Payroll Exported At',
    ]);
    // Only internal columns in a report: nothing left for her, a 400 in her language.
    const internal = await call(listRoute.POST, 'POST', '/api/main/custom-reports', {
      token: demo.admin,
      body: { name: `Internal ${randomUUID().slice(0, 8)}`, source: 'timesheets', fields: ['_id', 'locked'] },
    });
    const none = await exportAs(
      demo.contact,
      'custom',
      { custom_report: (await bodyOf<{ data: CustomReport }>(internal)).data._id },
      GERMAN,
    );
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe('Wählen Sie mindestens ein Feld für den Export');
  });
});
