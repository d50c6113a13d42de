import { describe, expect, it } from 'vitest';
import * as sectionsRoute from '@/app/api/main/profile-sections/route';
import { tabOptions } from '@/lib/candidates/page-data';
import { getSettings } from '@/lib/settings/queries';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { tenantBySlug } from './time-helpers';
import { db } from '@/lib/db/client';

const PATH = '/api/main/profile-sections';
const ALL = ['details', 'notes', 'messages', 'documents', 'placements', 'resume', 'availability', 'preferences', 'applications'];
const demo = demoSessions(['admin', 'recruiter', 'contact'], ['admin']);

type Body = { data: { sections: string[]; available: string[] } };
const get = (token: string) => call(sectionsRoute.GET, 'GET', PATH, { token });
const put = (token: string, sections: unknown) => call(sectionsRoute.PUT, 'PUT', PATH, { token, body: { sections } });

async function sectionsOf(token: string): Promise<string[]> {
  const res = await get(token);
  const body = await json<Body>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.data.available).toEqual(ALL);
  return body.data.sections;
}

describe('candidate profile sections', () => {
  it('saves the shown sections in order, per tenant, and the candidate page follows', async () => {
    const chosen = ['details', 'availability', 'notes', 'documents'];
    const res = await put(demo.admin, chosen);
    expect((await json<Body>(res)).data.sections).toEqual(chosen);
    expect(await sectionsOf(demo.recruiter)).toEqual(chosen);
    const acme = await tenantBySlug('acme');
    expect((await tabOptions(db(), acme.id)).sections).toEqual(chosen);
    // Another tenant is untouched.
    expect(await sectionsOf(demo.globexAdmin)).not.toEqual(chosen);
    // Reordering is a new list.
    await put(demo.admin, ['details', 'notes', 'availability']);
    expect(await sectionsOf(demo.admin)).toEqual(['details', 'notes', 'availability']);
  });

  it('always shows details: left out, it is put first', async () => {
    const res = await put(demo.admin, ['resume', 'notes']);
    expect((await json<Body>(res)).data.sections).toEqual(['details', 'resume', 'notes']);
    expect((await json<Body>(await put(demo.admin, []))).data.sections).toEqual(['details']);
  });

  it('keeps the other candidate settings and the rest of the settings document', async () => {
    const acme = await tenantBySlug('acme');
    const before = await getSettings(acme.id);
    await put(demo.admin, ['details', 'placements']);
    const after = await getSettings(acme.id);
    expect(after.shift).toEqual(before.shift);
    expect(after.clientContactsPortal).toEqual(before.clientContactsPortal);
    expect((after.candidates as { profile_sections: string[] }).profile_sections).toEqual(['details', 'placements']);
  });

  it('refuses unknown or repeated sections (400), other roles (403) and no session (401)', async () => {
    await expectError(await put(demo.admin, ['details', 'payroll']), 400, 'bad_request');
    await expectError(await put(demo.admin, ['notes', 'notes']), 400, 'bad_request');
    await expectError(await put(demo.admin, 'notes'), 400, 'bad_request');
    await expectError(await put(demo.recruiter, ['details']), 403, 'forbidden');
    await expectError(await get(demo.contact), 403, 'forbidden');
    await expectError(await get(''), 401, 'unauthorized_access');
  });

  it('shows every section again when all are chosen', async () => {
    await put(demo.admin, ALL);
    expect(await sectionsOf(demo.admin)).toEqual(ALL);
  });
});
