import { describe, expect, it } from 'vitest';
import * as notes from '@/app/api/candidates/notes/route';
import * as note from '@/app/api/candidates/notes/[id]/route';
import * as list from '@/app/api/main/referrals/route';
import * as one from '@/app/api/main/referrals/[id]/route';
import type { NoteRow } from '@/lib/notes/schema';
import type { ReferralDetail, ReferralRow } from '@/lib/referrals/schema';
import { makeCandidate, makeStatus } from './candidates-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { addReferral, created, ok, referralPath, referralStatuses } from './referrals-fixtures';
import type { ListBody } from './time-helpers';

const demo = demoSessions(['superadmin', 'admin', 'recruiter'], ['superadmin']);

const listOf = (token: string, qs = '') => call(list.GET, 'GET', `/api/main/referrals${qs}`, { token });
const post = (token: string, body: unknown) => call(list.POST, 'POST', '/api/main/referrals', { token, body });
const get = (token: string, id: string) => call(one.GET, 'GET', referralPath(id), { token, params: { id } });
const patch = (token: string, id: string, body: unknown) => call(one.PATCH, 'PATCH', referralPath(id), { token, params: { id }, body });

describe('referrals', () => {
  it('creates referrals of a candidate or an outsider with the default status, and lists and filters them', async () => {
    const [from, to] = [await makeCandidate(demo.acmeId), await makeCandidate(demo.acmeId)];
    const statuses = await referralStatuses(demo.acmeId);
    const byDefault = statuses.find((s) => s.isDefault);
    const known = await addReferral(demo.superadmin, { referrer_candidate_id: from.id, referred_candidate_id: to.id });
    expect(known).toMatchObject({
      referrer: { _id: from.id, name: `${from.firstName} ${from.lastName}`, email: from.email },
      referred: { candidate_id: to.id, name: `${to.firstName} ${to.lastName}`, email: to.email },
      status: byDefault ? { _id: byDefault.id, name: byDefault.name } : null,
      bonus_state: 'none',
      bonus_amount: null,
      eligibility: { placement_start: null, eligible_now: false },
    });
    const other = statuses.find((s) => !s.isDefault && !s.archivedAt)!;
    const outsider = await addReferral(demo.superadmin, {
      referrer_candidate_id: from.id,
      referred_name: 'Pat Outsider',
      referred_email: 'PAT@Example.com',
      referred_phone: '',
      status_id: other.id,
    });
    expect(outsider).toMatchObject({
      referred: { candidate_id: null, name: 'Pat Outsider', email: 'pat@example.com', phone: null },
      status: { _id: other.id },
    });

    const bySearch = await ok<ReferralRow[]>(await listOf(demo.superadmin, `?search=${encodeURIComponent(from.lastName)}`));
    expect(bySearch.map((r) => r._id).sort()).toEqual([known._id, outsider._id].sort());
    const byReferred = await ok<ReferralRow[]>(await listOf(demo.superadmin, '?search=pat%40example'));
    expect(byReferred.map((r) => r._id)).toContain(outsider._id);
    expect(byReferred.map((r) => r._id)).not.toContain(known._id);
    const byStatus = await ok<ReferralRow[]>(await listOf(demo.superadmin, `?status_id=${other.id}&search=${from.lastName}`));
    expect(byStatus.map((r) => r._id)).toEqual([outsider._id]);
    const page = await json<ListBody<ReferralRow>>(
      await listOf(demo.superadmin, `?search=${from.lastName}&per_page=1&page=2&bonus_state=none`),
    );
    expect(page.meta.totalItems).toBe(2);
    expect(page.data).toHaveLength(1);

    const changed = await ok<ReferralDetail>(await patch(demo.superadmin, known._id, { status_id: other.id }));
    expect(changed.status?._id).toBe(other.id);
    expect((await ok<ReferralDetail>(await get(demo.superadmin, known._id))).status?._id).toBe(other.id);
  });

  it('validates input (400) and refuses a second referral of the same candidate (409)', async () => {
    const [from, to] = [await makeCandidate(demo.acmeId), await makeCandidate(demo.acmeId)];
    const theirs = await makeCandidate(demo.globexId);
    const wrongKind = await makeStatus(demo.acmeId, { kind: 'candidate' });
    const cases: unknown[] = [
      {},
      { referrer_candidate_id: 'nope', referred_name: 'X' },
      { referrer_candidate_id: from.id },
      { referrer_candidate_id: from.id, referred_candidate_id: to.id, referred_name: 'Both' },
      { referrer_candidate_id: from.id, referred_name: 'X', referred_email: 'not-an-email' },
      { referrer_candidate_id: from.id, referred_name: 'X', referred_phone: 'call me' },
      { referrer_candidate_id: from.id, referred_candidate_id: from.id },
      { referrer_candidate_id: theirs.id, referred_name: 'X' },
      { referrer_candidate_id: from.id, referred_candidate_id: theirs.id },
      { referrer_candidate_id: from.id, referred_name: 'X', status_id: wrongKind.id },
    ];
    for (const body of cases) await expectError(await post(demo.superadmin, body), 400, 'bad_request');
    await expectError(await listOf(demo.superadmin, '?bonus_state=owed'), 400);
    await expectError(await listOf(demo.superadmin, '?status_id=x'), 400);
    const r = await addReferral(demo.superadmin, { referrer_candidate_id: from.id, referred_candidate_id: to.id });
    await expectError(await patch(demo.superadmin, r._id, {}), 400);
    await expectError(await patch(demo.superadmin, r._id, { bonus_amount: 0 }), 400);
    await expectError(await patch(demo.superadmin, r._id, { bonus_amount: 100_000.01 }), 400);
    await expectError(await patch(demo.superadmin, r._id, { status_id: wrongKind.id }), 400);
    const again = await expectError(
      await post(demo.superadmin, { referrer_candidate_id: (await makeCandidate(demo.acmeId)).id, referred_candidate_id: to.id }),
      409,
      'conflict',
    );
    expect(again.message).toContain('already been referred');
  });

  it('is for Super Admin only: 403 for admins and recruiters, 401 without a session, 404 across tenants', async () => {
    const from = await makeCandidate(demo.acmeId);
    const r = await addReferral(demo.superadmin, { referrer_candidate_id: from.id, referred_name: 'Someone' });
    for (const token of [demo.admin, demo.recruiter]) {
      await expectError(await listOf(token), 403, 'forbidden');
      await expectError(await post(token, { referrer_candidate_id: from.id, referred_name: 'X' }), 403);
      await expectError(await get(token, r._id), 403);
      await expectError(await patch(token, r._id, { bonus_amount: 10 }), 403);
    }
    await expectError(await listOf(''), 401, 'unauthorized_access');
    await expectError(await get('', r._id), 401);
    await expectError(await get(demo.globexSuperadmin, r._id), 404, 'not_found');
    await expectError(await patch(demo.globexSuperadmin, r._id, { bonus_amount: 10 }), 404);
    await expectError(await get(demo.superadmin, 'not-an-id'), 404);
    expect((await ok<ReferralRow[]>(await listOf(demo.globexSuperadmin, '?search=Someone'))).map((x) => x._id)).not.toContain(r._id);
  });
});

describe('referral notes', () => {
  const notesOf = (token: string, id: string) =>
    call(notes.GET, 'GET', `/api/candidates/notes?subject_type=referral&subject_id=${id}`, { token });
  const addNote = (token: string, id: string, body: string) =>
    call(notes.POST, 'POST', '/api/candidates/notes', { token, body: { subject_type: 'referral', subject_id: id, body } });

  it('are for Super Admin only: a Company Admin or recruiter gets 403 reading, writing or deleting them', async () => {
    const r = await addReferral(demo.superadmin, {
      referrer_candidate_id: (await makeCandidate(demo.acmeId)).id,
      referred_name: 'Noted Person',
    });
    const n = await created<NoteRow>(await addNote(demo.superadmin, r._id, 'Called the referrer'));
    const listed = await json<ListBody<NoteRow>>(await notesOf(demo.superadmin, r._id));
    expect(listed.data.map((x) => x._id)).toEqual([n._id]);
    for (const token of [demo.admin, demo.recruiter]) {
      await expectError(await notesOf(token, r._id), 403, 'forbidden');
      await expectError(await addNote(token, r._id, 'Sneaky'), 403, 'forbidden');
      await expectError(
        await call(note.DELETE, 'DELETE', `/api/candidates/notes/${n._id}`, { token, params: { id: n._id } }),
        403,
        'forbidden',
      );
    }
    await expectError(await notesOf(demo.globexSuperadmin, r._id), 404);
    expect((await json<ListBody<NoteRow>>(await notesOf(demo.superadmin, r._id))).data).toHaveLength(1);
    // Other subjects are untouched: an admin still reads a candidate's notes.
    expect((await notesOf(demo.admin, r._id)).status).toBe(403);
    expect(
      (await call(notes.GET, 'GET', `/api/candidates/notes?subject_type=candidate&subject_id=${r.referrer._id}`, { token: demo.admin }))
        .status,
    ).toBe(200);
  });
});
