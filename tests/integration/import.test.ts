import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as commitRoute from '@/app/api/main/import/commit/route';
import * as previewRoute from '@/app/api/main/import/preview/route';
import { db } from '@/lib/db/client';
import { auditLog, candidateProfiles, candidates, companies, contacts, locations, statusOptions } from '@/lib/db/schema';
import type { ImportError, ImportPreview } from '@/lib/import/schema';
import { demoSessions } from './fixtures';
import { call, expectError, json, PNG_1X1 } from './helpers';
import type { ErrorBody } from './time-helpers';
import { theRow } from '@/lib/db/rows';

const tag = randomUUID().slice(0, 8);
const demo = demoSessions(['admin', 'superadmin', 'recruiter', 'contact'], ['admin']);

function form(entity: string, content: string | Uint8Array, name = 'people.csv'): FormData {
  const f = new FormData();
  f.set('entity', entity);
  f.set('file', new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type: 'text/csv' }));
  return f;
}

const preview = (token: string | undefined, body: FormData) =>
  call(previewRoute.POST, 'POST', '/api/main/import/preview', { token, form: body });
const commit = (token: string | undefined, body: FormData) =>
  call(commitRoute.POST, 'POST', '/api/main/import/commit', { token, form: body });

async function previewOk(token: string, body: FormData): Promise<ImportPreview> {
  const res = await preview(token, body);
  const out = await json<{ data: ImportPreview } & ErrorBody>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data;
}

async function commitOk(token: string, body: FormData): Promise<number> {
  const res = await commit(token, body);
  const out = await json<{ data: { created: number } } & ErrorBody>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data.created;
}

const candidatesWithEmails = async (emails: string[]) =>
  db()
    .select()
    .from(candidates)
    .where(and(eq(candidates.tenantId, demo.acmeId), inArray(candidates.email, emails)));

describe('candidates import', () => {
  const emails = [1, 2, 3].map((i) => `cand${i}-${tag}@import.test`);

  it('previews a semicolon file with a BOM and spreadsheet headers, then commits every row in one go', async () => {
    const csv =
      `\uFEFFFirst Name;Last Name;E-mail;Phone Number;Town\r\nAda;Lovelace;${emails[0]!.toUpperCase()};+1 614 555 0101;Columbus\r\n\r\n` +
      `"Grace";"Hopper";${emails[1]};;\r\n=SUM(A1);Turing;${emails[2]};;Dayton\r\n`;
    const p = await previewOk(demo.admin, form('candidates', csv));
    expect(p).toMatchObject({ entity: 'candidates', delimiter: ';', missing_required: [], total: 3, errors: [], error_rows: 0 });
    expect(p.columns.map((c) => c.field)).toEqual(['first_name', 'last_name', 'email', 'phone', 'city']);
    // The blank line 3 is skipped but counted, so row numbers match the spreadsheet.
    expect(p.rows.map((r) => r.row)).toEqual([2, 4, 5]);
    expect(p.rows[0]!.values).toMatchObject({ first_name: 'Ada', city: 'Columbus' });

    expect(await commitOk(demo.admin, form('candidates', csv))).toBe(3);
    const rows = await candidatesWithEmails(emails);
    expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());
    // Values are stored as given (a formula stays text; exports guard it), emails lower-cased as everywhere.
    expect(rows.find((r) => r.lastName === 'Turing')?.firstName).toBe('=SUM(A1)');
    expect(rows.find((r) => r.lastName === 'Hopper')).toMatchObject({ phone: null, city: null });
    // They start in the tenant's default candidate status, like candidates created on their screen.
    const status = theRow(
      await db()
        .select({ id: statusOptions.id })
        .from(statusOptions)
        .where(and(eq(statusOptions.tenantId, demo.acmeId), eq(statusOptions.kind, 'candidate'), eq(statusOptions.isDefault, true))),
    );
    expect(status).toBeDefined();
    const profiles = await db()
      .select()
      .from(candidateProfiles)
      .where(
        inArray(
          candidateProfiles.candidateId,
          rows.map((r) => r.id),
        ),
      );
    expect(profiles.map((p) => p.statusId)).toEqual(rows.map(() => status.id));
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.tenantId, demo.acmeId), eq(auditLog.action, 'import.committed'), sql`${auditLog.meta}->>'entity' = 'candidates'`),
      )
      .limit(1);
    expect(entry?.meta).toMatchObject({ created: 3 });
  });

  it('refuses a file with one bad row and writes nothing from it', async () => {
    const fresh = [1, 2, 3].map((i) => `bad${i}-${tag}@import.test`);
    const csv = `first_name,last_name,email\nAlan,Kay,${fresh[0]}\nBad,Email,not-an-email\nLinus,Torvalds,${fresh[2]}\n`;
    const p = await previewOk(demo.admin, form('candidates', csv));
    expect(p.errors).toEqual([{ row: 3, field: 'email', message: expect.stringContaining('email') }]);
    expect(p.error_rows).toBe(1);
    const res = await commit(demo.admin, form('candidates', csv));
    const body = (await expectError(res, 400)) as ErrorBody & { errors: ImportError[] };
    expect(body.message).toBe('1 row has errors; nothing was imported');
    expect(body.errors).toEqual([expect.objectContaining({ row: 3, field: 'email' })]);
    expect(await candidatesWithEmails(fresh)).toHaveLength(0);
  });

  it('reports required cells, lengths, duplicates in the file and addresses the tenant already has', async () => {
    const csv = [
      'firstname,lastname,email',
      `,Blank,blank-${tag}@import.test`,
      `${'x'.repeat(81)},Long,long-${tag}@import.test`,
      `Dup,One,dup-${tag}@import.test`,
      `Dup,Two,DUP-${tag}@import.test`,
      `Again,Ada,${emails[0]}`,
    ].join('\n');
    const p = await previewOk(demo.admin, form('candidates', csv));
    expect(p.errors).toEqual([
      { row: 2, field: 'first_name', message: 'first_name is required' },
      { row: 3, field: 'first_name', message: expect.stringContaining('at most 80') },
      { row: 5, field: 'email', message: 'duplicate of row 4 in this file' },
      { row: 6, field: 'email', message: 'a candidate with this email already exists' },
    ]);
    await expectError(await commit(demo.admin, form('candidates', csv)), 400);
    expect(await candidatesWithEmails([`dup-${tag}@import.test`])).toHaveLength(0);
  });
});

describe('companies, locations and contacts imports', () => {
  const co1 = `Import Foods ${tag}`;
  const co2 = `Import Metals ${tag}`;

  it('imports companies, then locations and contacts that name them', async () => {
    const companiesCsv = `Company Name,Industry,Phone,Address\n${co1},Food,(614) 555-0100,1 Main St\n"${co2}",Metal,,\n`;
    expect(await commitOk(demo.superadmin, form('companies', companiesCsv))).toBe(2);
    const made = await db()
      .select()
      .from(companies)
      .where(and(eq(companies.tenantId, demo.acmeId), inArray(companies.name, [co1, co2])));
    expect(made.map((c) => c.status)).toEqual(['active', 'active']);

    const locationsCsv = `company,location,city,state\n${co1.toUpperCase()},North Dock,Columbus,OH\n${co2},Yard,,\n${co1},South Dock,,\n`;
    expect((await previewOk(demo.admin, form('locations', locationsCsv))).errors).toEqual([]);
    expect(await commitOk(demo.admin, form('locations', locationsCsv))).toBe(3);
    const locs = await db()
      .select()
      .from(locations)
      .where(
        and(
          eq(locations.tenantId, demo.acmeId),
          inArray(
            locations.companyId,
            made.map((c) => c.id),
          ),
        ),
      );
    expect(locs.map((l) => l.name).sort()).toEqual(['North Dock', 'South Dock', 'Yard']);
    expect(locs.find((l) => l.name === 'North Dock')).toMatchObject({ city: 'Columbus', state: 'OH', timezone: 'America/New_York' });

    const contactsCsv = `Company,First Name,Last Name,Email,Job Title\n${co1},Sam,Lee,sam-${tag}@import.test,Buyer\n${co2},Kim,Ray,kim-${tag}@import.test,\n`;
    expect(await commitOk(demo.admin, form('contacts', contactsCsv))).toBe(2);
    const people = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenantId, demo.acmeId), inArray(contacts.email, [`sam-${tag}@import.test`, `kim-${tag}@import.test`])));
    expect(people.map((c) => c.title).sort()).toEqual(['Buyer', null].sort());
  });

  it('reports duplicate company names, locations a company already has and unknown companies', async () => {
    const dupCompanies = await previewOk(demo.admin, form('companies', `name\n${co1.toLowerCase()}\nFresh ${tag}\nfresh ${tag}\n`));
    expect(dupCompanies.errors).toEqual([
      { row: 2, field: 'name', message: 'a client company with this name already exists' },
      { row: 4, field: 'name', message: 'duplicate of row 3 in this file' },
    ]);
    const badLocations = await previewOk(demo.admin, form('locations', `company,name\n${co1},north dock\nNo Such Co ${tag},Depot\n`));
    expect(badLocations.errors).toEqual([
      { row: 2, field: 'name', message: 'this company already has a location with this name' },
      { row: 3, field: 'company', message: `no client company is named "No Such Co ${tag}"` },
    ]);
  });

  it("never resolves another tenant's companies", async () => {
    const p = await previewOk(
      demo.globexAdmin,
      form('contacts', `company,first_name,last_name,email\n${co1},Eve,Spy,eve-${tag}@import.test\n`),
    );
    expect(p.errors).toEqual([{ row: 2, field: 'company', message: `no client company is named "${co1}"` }]);
  });
});

describe('import guards and bad input', () => {
  const ok = `first_name,last_name,email\nA,B,guard-${tag}@import.test\n`;

  it('answers 401 without a session and 403 to recruiters and contacts', async () => {
    await expectError(await preview(undefined, form('candidates', ok)), 401);
    await expectError(await commit(undefined, form('candidates', ok)), 401);
    await expectError(await preview(demo.recruiter, form('candidates', ok)), 403);
    await expectError(await commit(demo.recruiter, form('candidates', ok)), 403);
    await expectError(await commit(demo.contact, form('candidates', ok)), 403);
    expect(await candidatesWithEmails([`guard-${tag}@import.test`])).toHaveLength(0);
  });

  it('refuses files that are not CSV, too large, empty, or of an unknown entity', async () => {
    await expectError(await preview(demo.admin, form('candidates', PNG_1X1, 'photo.csv')), 400);
    await expectError(await commit(demo.admin, form('candidates', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'sheet.xlsx')), 400);
    const big = `first_name,last_name,email\n${'a'.repeat(5 * 1024 * 1024)}\n`;
    expect((await expectError(await preview(demo.admin, form('candidates', big)), 400)).message).toContain('5 MB');
    await expectError(await preview(demo.admin, form('candidates', 'first_name,last_name,email\n')), 400);
    await expectError(await preview(demo.admin, form('candidates', 'a,"unterminated\n')), 400);
    await expectError(await preview(demo.admin, form('people', ok)), 400);
    await expectError(
      await call(previewRoute.POST, 'POST', '/api/main/import/preview', { token: demo.admin, body: { entity: 'candidates' } }),
      400,
    );
  });

  it('previews a file of the maximum 10,000 rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `A,B,max${i}-${tag}@x.test`).join('\n');
    const p = await previewOk(demo.admin, form('candidates', `first_name,last_name,email\n${rows}`));
    expect(p).toMatchObject({ total: 10_000, errors: [], error_rows: 0 });
    expect(p.rows).toHaveLength(20);
  });

  it('refuses more than 10,000 rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `A,B,r${i}@x.test`).join('\n');
    expect(
      (await expectError(await preview(demo.admin, form('candidates', `first_name,last_name,email\n${rows}`)), 400)).message,
    ).toContain('10,000');
  });

  it('shows missing required columns in the preview and refuses to commit them', async () => {
    const csv = `first_name,surname,phone\nA,B,123\n`;
    const p = await previewOk(demo.admin, form('candidates', csv));
    expect(p.missing_required).toEqual(['email']);
    expect(p.columns).toEqual([
      { header: 'first_name', field: 'first_name' },
      { header: 'surname', field: 'last_name' },
      { header: 'phone', field: 'phone' },
    ]);
    expect(p.errors).toContainEqual({ row: 1, field: 'email', message: 'the file has no "email" column' });
    // Row 2's phone is still checked; its missing email is reported once, on the header.
    expect(p.errors.filter((e) => e.row === 2).map((e) => e.field)).toEqual(['phone']);
    const body = await expectError(await commit(demo.admin, form('candidates', csv)), 400);
    expect(body.message).toContain('no column for email');
  });
});
