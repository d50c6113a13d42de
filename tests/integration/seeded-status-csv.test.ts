import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as exportRoute from '@/app/api/main/custom-reports/[id]/export.csv/route';
import * as runRoute from '@/app/api/main/custom-reports/[id]/run/route';
import * as listRoute from '@/app/api/main/custom-reports/route';
import type { CustomReport } from '@/lib/custom-reports/schema';
import { db } from '@/lib/db/client';
import { applications, customReports, statusOptions } from '@/lib/db/schema';
import { parseCsv } from '../support/csv';
import { makeApplication, makeCandidate, makeStatus } from './candidates-fixtures';
import { demoSessions } from './fixtures';
import { call, json } from './helpers';

/**
 * Issue 22 item 9: a custom report's CSV is written for a person, so a seeded status name ("Interview")
 * reads in her language ("Vorstellungsgespräch" for a German reader) until the tenant renames it; a name
 * the tenant gave reads as typed. The report's JSON answer (run) keeps the stored name for API clients.
 */

const BASE = '/api/main/custom-reports';
const demo = demoSessions(['admin']);
const made: { reports: string[]; applications: string[]; statuses: string[] } = { reports: [], applications: [], statuses: [] };

afterAll(async () => {
  for (const id of made.reports) await db().delete(customReports).where(eq(customReports.id, id));
  for (const id of made.applications) await db().delete(applications).where(eq(applications.id, id));
  for (const id of made.statuses) await db().delete(statusOptions).where(eq(statusOptions.id, id));
});

/** An application with `statusId`, and a saved applications report of it (id and status columns). */
async function reportOf(statusId: string) {
  const person = await makeCandidate(demo.acmeId);
  const application = await makeApplication(demo.acmeId, person.id, statusId);
  made.applications.push(application.id);
  const res = await call(listRoute.POST, 'POST', BASE, {
    token: demo.admin,
    body: { name: `Stages ${randomUUID().slice(0, 8)}`, source: 'applications', fields: ['_id', 'status'], filters: { status: statusId } },
  });
  const report = (await json<{ data: CustomReport }>(res)).data;
  expect(res.status, JSON.stringify(report)).toBe(200);
  made.reports.push(report._id);
  return { report, application };
}

async function csvStatus(reportId: string, applicationId: string, language: string) {
  const res = await call(exportRoute.GET, 'GET', `${BASE}/${reportId}/export.csv`, {
    token: demo.admin,
    params: { id: reportId },
    headers: { 'accept-language': language },
  });
  expect(res.status).toBe(200);
  const rows = parseCsv(await res.text());
  // The headers are the builder's column names in the reader's language too (issue 22 item 9).
  const headers: Record<string, string[]> = {
    en: ['Application ID', 'Status'],
    de: ['Bewerbungs-ID', 'Status'],
    fr: ['ID de la candidature', 'Statut'],
    zh: ['申请 ID', '状态'],
  };
  expect(rows[0]).toEqual(headers[language]);
  return rows.find((r) => r[0] === applicationId)?.[1];
}

describe('custom report CSV status names', () => {
  it('a seeded status reads in the reader’s language; the JSON keeps the stored name', async () => {
    const seeded = (
      await db()
        .select()
        .from(statusOptions)
        .where(and(eq(statusOptions.tenantId, demo.acmeId), eq(statusOptions.kind, 'application'), eq(statusOptions.name, 'Interview')))
    )[0]!;
    expect(seeded, 'the demo seed has an Interview stage').toBeTruthy();
    const { report, application } = await reportOf(seeded.id);
    expect(await csvStatus(report._id, application.id, 'de')).toBe('Vorstellungsgespräch');
    expect(await csvStatus(report._id, application.id, 'fr')).toBe('Entretien');
    expect(await csvStatus(report._id, application.id, 'en')).toBe('Interview');
    const run = await call(runRoute.GET, 'GET', `${BASE}/${report._id}/run`, { token: demo.admin, params: { id: report._id } });
    const body = await json<{ data: { _id: string; status: string }[] }>(run);
    expect(body.data.find((r) => r._id === application.id)?.status).toBe('Interview');
  });

  it('a status the tenant named reads as typed, in every language', async () => {
    const own = await makeStatus(demo.acmeId, { kind: 'application', name: `Zweites Gespräch ${randomUUID().slice(0, 6)}` });
    made.statuses.push(own.id);
    const { report, application } = await reportOf(own.id);
    expect(await csvStatus(report._id, application.id, 'de')).toBe(own.name);
    expect(await csvStatus(report._id, application.id, 'zh')).toBe(own.name);
  });
});
