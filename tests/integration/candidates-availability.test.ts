import { beforeAll, describe, expect, it } from 'vitest';
import * as availability from '@/app/api/candidates/availability/[candidateId]/route';
import * as v1 from '@/app/api/candidates/availability/[candidateId]/v1/route';
import * as v2 from '@/app/api/candidates/availability/[candidateId]/v2/route';
import * as v2One from '@/app/api/candidates/availability/[candidateId]/v2/[windowId]/route';
import * as preferences from '@/app/api/candidates/preferences/[candidateId]/route';
import type { Availability, AvailabilityWindow, Preferences } from '@/lib/candidates/schema';
import { call, expectError, json } from './helpers';
import { signInAs, tenantBySlug } from './time-helpers';
import { makeCandidate } from './candidates-fixtures';

let admin = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';

beforeAll(async () => {
  [admin, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
});

const base = (id: string) => `/api/candidates/availability/${id}`;
const getAvail = (token: string, candidateId: string) =>
  call(availability.GET, 'GET', base(candidateId), { token, params: { candidateId } });
const putWeekly = (token: string, candidateId: string, body: unknown) =>
  call(v1.PUT, 'PUT', `${base(candidateId)}/v1`, { token, params: { candidateId }, body });
const postWindow = (token: string, candidateId: string, body: unknown) =>
  call(v2.POST, 'POST', `${base(candidateId)}/v2`, { token, params: { candidateId }, body });
const delWindow = (token: string, candidateId: string, windowId: string) =>
  call(v2One.DELETE, 'DELETE', `${base(candidateId)}/v2/${windowId}`, { token, params: { candidateId, windowId } });

async function ok<T>(res: Response, status = 200): Promise<T> {
  const body = await json<{ data: T }>(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body.data;
}

describe('availability v1 (weekly)', () => {
  it('saves ranges per weekday, sorted, and drops empty days', async () => {
    const c = await makeCandidate(acmeId);
    const saved = await ok<Availability>(
      await putWeekly(admin, c.id, {
        weekly: {
          0: [
            { start: '13:00', end: '17:00' },
            { start: '08:00', end: '12:00' },
          ],
          4: [
            { start: '12:00', end: '13:00' },
            { start: '13:00', end: '14:00' },
          ],
          6: [],
        },
      }),
    );
    expect(saved.weekly).toEqual({
      0: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
      4: [
        { start: '12:00', end: '13:00' },
        { start: '13:00', end: '14:00' },
      ],
    });
    expect((await ok<Availability>(await getAvail(admin, c.id))).weekly).toEqual(saved.weekly);
  });

  it('refuses overlapping ranges, an end before the start, bad times and weekdays (400)', async () => {
    const c = await makeCandidate(acmeId);
    const overlap = await expectError(
      await putWeekly(admin, c.id, {
        weekly: {
          2: [
            { start: '08:00', end: '12:00' },
            { start: '11:00', end: '15:00' },
          ],
        },
      }),
      400,
    );
    expect(overlap.message).toMatch(/overlap/);
    const nested = await expectError(
      await putWeekly(admin, c.id, {
        weekly: {
          2: [
            { start: '08:00', end: '18:00' },
            { start: '09:00', end: '10:00' },
          ],
        },
      }),
      400,
    );
    expect(nested.message).toMatch(/overlap/);
    expect((await expectError(await putWeekly(admin, c.id, { weekly: { 1: [{ start: '12:00', end: '09:00' }] } }), 400)).message).toMatch(
      /after/,
    );
    await expectError(await putWeekly(admin, c.id, { weekly: { 1: [{ start: '8am', end: '09:00' }] } }), 400);
    await expectError(await putWeekly(admin, c.id, { weekly: { 7: [{ start: '08:00', end: '09:00' }] } }), 400);
    await expectError(await putWeekly(admin, c.id, { weekly: [] }), 400);
    // Nothing was saved by the refused calls.
    expect((await ok<Availability>(await getAvail(admin, c.id))).weekly).toEqual({});
  });

  it('refuses another tenant (404), a contact (403) and no session (401)', async () => {
    const c = await makeCandidate(acmeId);
    const body = { weekly: {} };
    await expectError(await putWeekly(globexAdmin, c.id, body), 404);
    await expectError(await getAvail(globexAdmin, c.id), 404);
    await expectError(await putWeekly(contact, c.id, body), 403);
    await expectError(await putWeekly('', c.id, body), 401);
  });
});

describe('availability v2 (windows)', () => {
  it('adds available and unavailable windows and removes one', async () => {
    const c = await makeCandidate(acmeId);
    const off = await ok<AvailabilityWindow>(
      await postWindow(admin, c.id, {
        kind: 'unavailable',
        starts_at: '2030-07-01T00:00:00Z',
        ends_at: '2030-07-08T00:00:00Z',
        reason: 'Vacation',
      }),
      201,
    );
    const on = await ok<AvailabilityWindow>(
      await postWindow(admin, c.id, { kind: 'available', starts_at: '2030-06-01T09:00:00+02:00', ends_at: '2030-06-01T17:00:00+02:00' }),
      201,
    );
    expect(on.starts_at).toBe('2030-06-01T07:00:00.000Z');
    expect(off).toMatchObject({ kind: 'unavailable', reason: 'Vacation' });
    const both = await ok<Availability>(await getAvail(admin, c.id));
    expect(both.windows.map((w) => w._id)).toEqual([on._id, off._id]);
    expect((await delWindow(admin, c.id, on._id)).status).toBe(200);
    expect((await ok<Availability>(await getAvail(admin, c.id))).windows.map((w) => w._id)).toEqual([off._id]);
    await expectError(await delWindow(admin, c.id, on._id), 404);
  });

  it('refuses an end before the start and bad kinds or dates (400), other tenants (404), contacts (403)', async () => {
    const c = await makeCandidate(acmeId);
    const good = { kind: 'available', starts_at: '2030-01-02T08:00:00Z', ends_at: '2030-01-02T16:00:00Z' };
    expect((await expectError(await postWindow(admin, c.id, { ...good, ends_at: '2030-01-02T07:00:00Z' }), 400)).message).toMatch(/after/);
    await expectError(await postWindow(admin, c.id, { ...good, kind: 'maybe' }), 400);
    await expectError(await postWindow(admin, c.id, { ...good, starts_at: 'tomorrow' }), 400);
    await expectError(await postWindow(globexAdmin, c.id, good), 404);
    await expectError(await postWindow(contact, c.id, good), 403);
    await expectError(await postWindow('', c.id, good), 401);
    const w = await ok<AvailabilityWindow>(await postWindow(admin, c.id, good), 201);
    // A window is only deleted through its own candidate.
    const other = await makeCandidate(acmeId);
    await expectError(await delWindow(admin, other.id, w._id), 404);
    await expectError(await delWindow(globexAdmin, c.id, w._id), 404);
  });
});

describe('preferences', () => {
  const get = (token: string, candidateId: string) =>
    call(preferences.GET, 'GET', `/api/candidates/preferences/${candidateId}`, { token, params: { candidateId } });
  const put = (token: string, candidateId: string, body: unknown) =>
    call(preferences.PUT, 'PUT', `/api/candidates/preferences/${candidateId}`, { token, params: { candidateId }, body });

  it('saves and returns preferences, de-duplicating lists', async () => {
    const c = await makeCandidate(acmeId);
    const body = {
      positions: ['Packer', 'Packer', 'Line Cook'],
      locations: ['Columbus'],
      min_pay_rate: 17.5,
      max_distance_miles: 25,
      shift_times: ['morning', 'night'],
    };
    const saved = await ok<Preferences>(await put(admin, c.id, body));
    expect(saved).toEqual({ ...body, positions: ['Packer', 'Line Cook'] });
    expect(await ok<Preferences>(await get(admin, c.id))).toEqual(saved);
  });

  it('refuses bad values (400), another tenant (404), a contact (403), no session (401)', async () => {
    const c = await makeCandidate(acmeId);
    await expectError(await put(admin, c.id, { min_pay_rate: -1 }), 400);
    await expectError(await put(admin, c.id, { shift_times: ['brunch'] }), 400);
    await expectError(await put(admin, c.id, { max_distance_miles: 2.5 }), 400);
    await expectError(await put(admin, c.id, { positions: 'Packer' }), 400);
    await expectError(await put(globexAdmin, c.id, {}), 404);
    await expectError(await get(globexAdmin, c.id), 404);
    await expectError(await put(contact, c.id, {}), 403);
    await expectError(await get('', c.id), 401);
  });
});
