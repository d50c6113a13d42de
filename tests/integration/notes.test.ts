import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as notes from '@/app/api/candidates/notes/route';
import * as note from '@/app/api/candidates/notes/[id]/route';
import * as noteTypesRoute from '@/app/api/candidates/note-types/route';
import { db } from '@/lib/db/client';
import { contacts, noteTypes } from '@/lib/db/schema';
import type { NoteType } from '@/lib/notes/types';
import type { NoteRow } from '@/lib/notes/schema';
import { call, expectError, json } from './helpers';
import { type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { firstCompany, makeApplication, makeCandidate, MISSING_ID } from './candidates-fixtures';

let admin = '';
let recruiter = '';
let superadmin = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';
let globexId = '';

beforeAll(async () => {
  [admin, recruiter, superadmin, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('superadmin@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  globexId = (await tenantBySlug('globex')).id;
});

const list = (token: string, subjectType: string, subjectId: string, extra = '') =>
  call(notes.GET, 'GET', `/api/candidates/notes?subject_type=${subjectType}&subject_id=${subjectId}${extra}`, { token });
const add = (token: string, body: unknown) => call(notes.POST, 'POST', '/api/candidates/notes', { token, body });
const del = (token: string, id: string) => call(note.DELETE, 'DELETE', `/api/candidates/notes/${id}`, { token, params: { id } });

async function created(res: Response): Promise<NoteRow> {
  const body = await json<{ data: NoteRow }>(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function rows(res: Response): Promise<ListBody<NoteRow>> {
  const body = await json<ListBody<NoteRow>>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function noteTypeOf(tenantId: string) {
  const [row] = await db().select().from(noteTypes).where(eq(noteTypes.tenantId, tenantId)).orderBy(asc(noteTypes.name)).limit(1);
  return row ?? (await db().insert(noteTypes).values({ tenantId, name: 'General' }).returning())[0]!;
}

describe('notes', () => {
  it('adds notes to a candidate and lists them newest first with author and type', async () => {
    const c = await makeCandidate(acmeId);
    const type = await noteTypeOf(acmeId);
    const first = await created(await add(recruiter, { subject_type: 'candidate', subject_id: c.id, body: 'Called, left voicemail' }));
    const second = await created(
      await add(admin, { subject_type: 'candidate', subject_id: c.id, note_type_id: type.id, body: 'Interview booked' }),
    );
    expect(second.note_type).toEqual({ _id: type.id, name: type.name });
    const body = await rows(await list(recruiter, 'candidate', c.id));
    expect(body.meta.totalItems).toBe(2);
    expect(body.data.map((n) => n._id)).toEqual([second._id, first._id]);
    expect(body.data[1]).toMatchObject({ author_name: expect.any(String), note_type: null, can_delete: true });
    // The recruiter may not delete the admin's note, so the list says so.
    expect(body.data[0]!.can_delete).toBe(false);
    expect((await rows(await list(recruiter, 'candidate', c.id, '&per_page=1&page=2'))).data.map((n) => n._id)).toEqual([first._id]);
  });

  it('works for companies, contacts and applications of the tenant', async () => {
    const company = await firstCompany(acmeId);
    const person = (
      await db()
        .select()
        .from(contacts)
        .where(and(eq(contacts.tenantId, acmeId)))
        .limit(1)
    )[0]!;
    const application = await makeApplication(acmeId, (await makeCandidate(acmeId)).id);
    for (const [type, id] of [
      ['company', company.id],
      ['contact', person.id],
      ['application', application.id],
    ] as const) {
      const n = await created(await add(recruiter, { subject_type: type, subject_id: id, body: `About this ${type}` }));
      expect((await rows(await list(recruiter, type, id))).data.map((x) => x._id)).toContain(n._id);
    }
  });

  it('answers 404 for a subject of another tenant or none at all', async () => {
    const theirs = await firstCompany(globexId);
    const res = await expectError(await add(admin, { subject_type: 'company', subject_id: theirs.id, body: 'Sneaky' }), 404, 'not_found');
    expect(res.message).toBe('Company not found');
    await expectError(await list(admin, 'company', theirs.id), 404);
    await expectError(await add(admin, { subject_type: 'candidate', subject_id: MISSING_ID, body: 'x' }), 404);
    const globexCandidate = await makeCandidate(globexId);
    await expectError(await list(admin, 'candidate', globexCandidate.id), 404);
  });

  it('validates input (400)', async () => {
    const c = await makeCandidate(acmeId);
    await expectError(await add(admin, { subject_type: 'candidate', subject_id: c.id, body: '' }), 400);
    await expectError(await add(admin, { subject_type: 'candidate', subject_id: c.id, body: 'x'.repeat(5001) }), 400);
    await expectError(await add(admin, { subject_type: 'job', subject_id: c.id, body: 'x' }), 400);
    await expectError(await add(admin, { subject_type: 'candidate', subject_id: 'x', body: 'x' }), 400);
    await expectError(
      await add(admin, { subject_type: 'candidate', subject_id: c.id, note_type_id: (await noteTypeOf(globexId)).id, body: 'x' }),
      400,
    );
    await expectError(await list(admin, 'candidate', 'nope'), 400);
  });

  it('lets the author or an admin delete, refuses other staff (403)', async () => {
    const c = await makeCandidate(acmeId);
    const byAdmin = await created(await add(admin, { subject_type: 'candidate', subject_id: c.id, body: 'Admin note' }));
    const byRecruiter = await created(await add(recruiter, { subject_type: 'candidate', subject_id: c.id, body: 'Recruiter note' }));
    await expectError(await del(recruiter, byAdmin._id), 403, 'forbidden');
    expect((await del(recruiter, byRecruiter._id)).status).toBe(200);
    expect((await del(superadmin, byAdmin._id)).status).toBe(200);
    expect((await rows(await list(admin, 'candidate', c.id))).data).toHaveLength(0);
    await expectError(await del(admin, byAdmin._id), 404);
  });

  it("refuses another tenant's note (404), a contact (403) and no session (401)", async () => {
    const c = await makeCandidate(acmeId);
    const n = await created(await add(admin, { subject_type: 'candidate', subject_id: c.id, body: 'Private' }));
    await expectError(await del(globexAdmin, n._id), 404);
    await expectError(await list(contact, 'candidate', c.id), 403);
    await expectError(await add(contact, { subject_type: 'candidate', subject_id: c.id, body: 'x' }), 403);
    await expectError(await del('', n._id), 401);
    await expectError(await list('', 'candidate', c.id), 401);
  });
});

describe('note types', () => {
  it("lists the tenant's active types only", async () => {
    const archived = (
      await db()
        .insert(noteTypes)
        .values({ tenantId: acmeId, name: `Old ${Date.now()}`, archivedAt: new Date() })
        .returning()
    )[0]!;
    const active = await noteTypeOf(acmeId);
    const res = await call(noteTypesRoute.GET, 'GET', '/api/candidates/note-types', { token: recruiter });
    const body = await json<ListBody<NoteType>>(res);
    expect(res.status).toBe(200);
    expect(body.data.map((t) => t._id)).toContain(active.id);
    expect(body.data.map((t) => t._id)).not.toContain(archived.id);
    expect(body.data.map((t) => t._id)).not.toContain((await noteTypeOf(globexId)).id);
    await expectError(await call(noteTypesRoute.GET, 'GET', '/api/candidates/note-types', { token: contact }), 403);
    await expectError(await call(noteTypesRoute.GET, 'GET', '/api/candidates/note-types', {}), 401);
  });
});
