import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as assignmentItem from '@/app/api/onboarding/assignments/[id]/items/[itemId]/route';
import * as assignmentOne from '@/app/api/onboarding/assignments/[id]/route';
import * as assignments from '@/app/api/onboarding/assignments/route';
import * as candidatesRoute from '@/app/api/onboarding/candidates/route';
import * as docTypeOne from '@/app/api/onboarding/document-types/[id]/route';
import * as docTypes from '@/app/api/onboarding/document-types/route';
import * as assign from '@/app/api/onboarding/packets/[id]/assign/route';
import * as itemOne from '@/app/api/onboarding/packets/[id]/items/[itemId]/route';
import * as reorder from '@/app/api/onboarding/packets/[id]/items/reorder/route';
import * as items from '@/app/api/onboarding/packets/[id]/items/route';
import * as packetOne from '@/app/api/onboarding/packets/[id]/route';
import * as packets from '@/app/api/onboarding/packets/route';
import { db } from '@/lib/db/client';
import { attachments, auditLog, candidates, onboardingAssignments, uploads } from '@/lib/db/schema';
import type {
  AssignmentDetail,
  AssignmentRow,
  AssignResult,
  CandidateOption,
  DocumentTypeRow,
  ItemRow,
  PacketDetail,
  PacketRow,
} from '@/lib/onboarding/schema';
import { call, expectError, json } from './helpers';
import { type ListBody, signInAs, tenantBySlug } from './time-helpers';

let admin = '';
let recruiter = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';
let people: string[] = [];
const unique = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  [admin, recruiter, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  const rows = await db()
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.tenantId, acmeId))
    .orderBy(asc(candidates.lastName))
    .limit(3);
  people = rows.map((r) => r.id);
  expect(people).toHaveLength(3);
});

type Handler = Parameters<typeof call>[0];
async function ok<T>(
  handler: Handler,
  method: string,
  path: string,
  token: string,
  opts: { body?: unknown; params?: Record<string, string> } = {},
) {
  const res = await call(handler, method, path, { token, ...opts });
  const body = await json<{ data: T; message?: string }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

const newPacket = async (token = admin, name = `Packet ${unique()}`) =>
  (await ok<PacketDetail>(packets.POST, 'POST', '/api/onboarding/packets', token, { body: { name, description: 'Start here' } })).data;
const newDocType = async (token = admin) =>
  (await ok<DocumentTypeRow>(docTypes.POST, 'POST', '/api/onboarding/document-types', token, { body: { name: `ID ${unique()}` } })).data;
const addItem = (packetId: string, body: unknown, token = admin) =>
  call(items.POST, 'POST', `/api/onboarding/packets/${packetId}/items`, { token, body, params: { id: packetId } });
const addOk = async (packetId: string, body: unknown) => {
  const res = await addItem(packetId, body);
  const out = await json<{ data: ItemRow }>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data;
};
const FORM = {
  kind: 'form',
  name: 'Personal details',
  fields: [
    { key: 'full_name', label: 'Full name', type: 'text', required: true },
    { key: 'birth_date', label: 'Birth date', type: 'date', required: false },
    { key: 'consent', label: 'I agree', type: 'checkbox', required: true },
  ],
};
const assignTo = (packetId: string, body: unknown, token = admin) =>
  call(assign.POST, 'POST', `/api/onboarding/packets/${packetId}/assign`, { token, body, params: { id: packetId } });
const progress = (assignmentId: string, itemId: string, body?: unknown, method = 'PUT') =>
  call(
    method === 'PUT' ? assignmentItem.PUT : assignmentItem.DELETE,
    method,
    `/api/onboarding/assignments/${assignmentId}/items/${itemId}`,
    { token: admin, body, params: { id: assignmentId, itemId } },
  );
const detail = async (id: string) =>
  (await ok<AssignmentDetail>(assignmentOne.GET, 'GET', `/api/onboarding/assignments/${id}`, admin, { params: { id } })).data;

describe('onboarding packets and items', () => {
  it('creates, lists with counts, reads, renames and archives a packet', async () => {
    const packet = await newPacket(recruiter);
    expect(packet).toMatchObject({ description: 'Start here', archived_at: null, item_count: 0, assigned_count: 0, items: [] });
    const list = await call(packets.GET, 'GET', `/api/onboarding/packets?search=${encodeURIComponent(packet.name)}`, { token: admin });
    const body = await json<ListBody<PacketRow>>(list);
    expect(body.data.map((p) => p._id)).toEqual([packet._id]);
    expect(body.meta.totalItems).toBe(1);

    const renamed = await ok<PacketDetail>(packetOne.PUT, 'PUT', `/api/onboarding/packets/${packet._id}`, admin, {
      params: { id: packet._id },
      body: { name: `${packet.name} v2` },
    });
    expect(renamed.data.name).toBe(`${packet.name} v2`);
    const archived = await ok<PacketDetail>(packetOne.PUT, 'PUT', '/', admin, { params: { id: packet._id }, body: { archived: true } });
    expect(archived.data.archived_at).not.toBeNull();
    const active = await json<ListBody<PacketRow>>(
      await call(packets.GET, 'GET', `/api/onboarding/packets?search=${encodeURIComponent(packet.name)}`, { token: admin }),
    );
    expect(active.data).toHaveLength(0);
    const inArchive = await json<ListBody<PacketRow>>(
      await call(packets.GET, 'GET', `/api/onboarding/packets?archived=archived&search=${encodeURIComponent(packet.name)}`, {
        token: admin,
      }),
    );
    expect(inArchive.data.map((p) => p._id)).toEqual([packet._id]);
    const restored = await ok<PacketDetail>(packetOne.PUT, 'PUT', '/', admin, { params: { id: packet._id }, body: { archived: false } });
    expect(restored.data.archived_at).toBeNull();
    const [logged] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, packet._id), eq(auditLog.action, 'onboarding.packet.archive')));
    expect(logged?.tenantId).toBe(acmeId);
  });

  it('adds, edits, reorders and removes items', async () => {
    const packet = await newPacket();
    const type = await newDocType();
    const form = await addOk(packet._id, FORM);
    const doc = await addOk(packet._id, { kind: 'document', name: 'Photo ID', document_type_id: type._id });
    expect(form).toMatchObject({ kind: 'form', position: 1, fields: FORM.fields });
    expect(doc).toMatchObject({ kind: 'document', position: 2, document_type_id: type._id, document_type_name: type.name });

    const edited = await ok<ItemRow>(itemOne.PUT, 'PUT', '/', admin, {
      params: { id: packet._id, itemId: form._id },
      body: { ...FORM, name: 'Your details', fields: FORM.fields.slice(0, 1) },
    });
    expect(edited.data.name).toBe('Your details');
    expect(edited.data.fields).toHaveLength(1);

    const reordered = await ok<ItemRow[]>(reorder.PUT, 'PUT', '/', admin, {
      params: { id: packet._id },
      body: { item_ids: [doc._id, form._id] },
    });
    expect(reordered.data.map((i) => i._id)).toEqual([doc._id, form._id]);
    const read = await ok<PacketDetail>(packetOne.GET, 'GET', '/', admin, { params: { id: packet._id } });
    expect(read.data.items.map((i) => i._id)).toEqual([doc._id, form._id]);
    expect(read.data.item_count).toBe(2);

    await expectError(
      await call(reorder.PUT, 'PUT', '/', { token: admin, params: { id: packet._id }, body: { item_ids: [doc._id] } }),
      400,
      'bad_request',
    );
    await expectError(
      await call(reorder.PUT, 'PUT', '/', { token: admin, params: { id: packet._id }, body: { item_ids: [doc._id, doc._id] } }),
      400,
    );

    await ok(itemOne.DELETE, 'DELETE', '/', admin, { params: { id: packet._id, itemId: doc._id } });
    const after = await ok<PacketDetail>(packetOne.GET, 'GET', '/', admin, { params: { id: packet._id } });
    expect(after.data.items.map((i) => i._id)).toEqual([form._id]);
    await expectError(await call(itemOne.DELETE, 'DELETE', '/', { token: admin, params: { id: packet._id, itemId: doc._id } }), 404);
  });

  it('refuses bad form fields with a 400 that names the problem', async () => {
    const packet = await newPacket();
    const field = { key: 'a', label: 'A', type: 'text', required: false };
    const cases: [unknown, RegExp][] = [
      [{ kind: 'form', name: 'x', fields: [] }, /at least one field/],
      [{ kind: 'form', name: 'x', fields: Array.from({ length: 31 }, (_, i) => ({ ...field, key: `k${i}` })) }, /at most 30/],
      [{ kind: 'form', name: 'x', fields: [field, { ...field, label: 'B' }] }, /used twice/],
      [{ kind: 'form', name: 'x', fields: [{ ...field, type: 'number' }] }, /must be one of text, date, checkbox/],
      [{ kind: 'form', name: 'x', fields: [{ ...field, key: '1 bad key' }] }, /key must start with a letter/],
      [{ kind: 'form', name: '', fields: [field] }, /name: Enter a name/],
      [{ kind: 'video', name: 'x' }, /form or document/],
      [{ kind: 'document', name: 'x', document_type_id: 'nope' }, /document_type_id/],
    ];
    for (const [body, message] of cases) {
      const err = await expectError(await addItem(packet._id, body), 400, 'bad_request');
      expect(err.message).toMatch(message);
    }
    const ok30 = await addItem(packet._id, {
      kind: 'form',
      name: 'Max',
      fields: Array.from({ length: 30 }, (_, i) => ({ ...field, key: `k${i}` })),
    });
    expect(ok30.status).toBe(200);
  });

  it("keeps document types per tenant: another tenant's type is refused (400) and cannot be edited (404)", async () => {
    const globexType = (await ok<DocumentTypeRow>(docTypes.POST, 'POST', '/', globexAdmin, { body: { name: `Globex ${unique()}` } })).data;
    const packet = await newPacket();
    const err = await expectError(await addItem(packet._id, { kind: 'document', name: 'ID', document_type_id: globexType._id }), 400);
    expect(err.message).toMatch(/no such document type/);
    await expectError(
      await call(docTypeOne.PUT, 'PUT', '/', { token: admin, params: { id: globexType._id }, body: { name: 'Mine now' } }),
      404,
      'not_found',
    );
    const mine = await json<ListBody<DocumentTypeRow>>(
      await call(docTypes.GET, 'GET', '/api/onboarding/document-types?archived=all', { token: admin }),
    );
    expect(mine.data.map((t) => t._id)).not.toContain(globexType._id);
  });

  it('adds, renames and archives document types; names are unique and archived types cannot be picked', async () => {
    const type = await newDocType();
    expect(type.archived_at).toBeNull();
    await expectError(await call(docTypes.POST, 'POST', '/', { token: admin, body: { name: type.name.toUpperCase() } }), 409, 'conflict');
    const renamed = await ok<DocumentTypeRow>(docTypeOne.PUT, 'PUT', '/', admin, {
      params: { id: type._id },
      body: { name: `${type.name} (new)` },
    });
    expect(renamed.data.name).toBe(`${type.name} (new)`);
    await ok(docTypeOne.PUT, 'PUT', '/', admin, { params: { id: type._id }, body: { archived: true } });
    const active = await json<ListBody<DocumentTypeRow>>(
      await call(docTypes.GET, 'GET', '/api/onboarding/document-types', { token: admin }),
    );
    expect(active.data.map((t) => t._id)).not.toContain(type._id);
    const packet = await newPacket();
    const err = await expectError(await addItem(packet._id, { kind: 'document', name: 'ID', document_type_id: type._id }), 400);
    expect(err.message).toMatch(/archived/);
    await expectError(await call(docTypeOne.PUT, 'PUT', '/', { token: admin, params: { id: type._id }, body: {} }), 400);
  });
});

describe('onboarding assignments and progress', () => {
  it('assigns a packet, ignoring duplicates, and refuses unknown candidates, empty and archived packets', async () => {
    const packet = await newPacket();
    await expectError(await assignTo(packet._id, { candidate_ids: [people[0]] }), 409, 'conflict');
    await addOk(packet._id, FORM);
    const first = await json<{ data: AssignResult }>(
      await assignTo(packet._id, { candidate_ids: [people[0], people[0], people[1]], due_date: '2099-12-31' }),
    );
    expect(first.data).toMatchObject({ assigned: 2, skipped: 1 });
    const again = await json<{ data: AssignResult }>(await assignTo(packet._id, { candidate_ids: [people[1], people[2]] }));
    expect(again.data).toMatchObject({ assigned: 1, skipped: 1 });
    const rows = await db().select().from(onboardingAssignments).where(eq(onboardingAssignments.packetId, packet._id));
    expect(rows.map((r) => r.candidateId).sort()).toEqual([...people].sort());

    const foreign = (
      await db()
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.tenantId, (await tenantBySlug('globex')).id))
        .limit(1)
    )[0]!.id;
    await expectError(await assignTo(packet._id, { candidate_ids: [foreign] }), 400, 'bad_request');
    await expectError(await assignTo(packet._id, { candidate_ids: [] }), 400);
    await expectError(await assignTo(packet._id, { candidate_ids: [people[0]], due_date: '2025-02-31' }), 400);
    await ok(packetOne.PUT, 'PUT', '/', admin, { params: { id: packet._id }, body: { archived: true } });
    await expectError(await assignTo(packet._id, { candidate_ids: [people[0]] }), 409);

    const listed = await json<ListBody<AssignmentRow>>(
      await call(assignments.GET, 'GET', `/api/onboarding/assignments?packet_id=${packet._id}`, { token: admin }),
    );
    expect(listed.meta.totalItems).toBe(3);
    expect(listed.data.every((r) => r.packet_name === packet.name && r.progress.total === 1 && r.progress.done === 0)).toBe(true);
    const packetRow = (
      await json<ListBody<PacketRow>>(
        await call(packets.GET, 'GET', `/api/onboarding/packets?archived=all&search=${encodeURIComponent(packet.name)}`, { token: admin }),
      )
    ).data[0];
    expect(packetRow).toMatchObject({ item_count: 1, assigned_count: 3, completed_count: 0 });
  });

  it('validates form answers, completes the assignment when every item is done, and reopens it', async () => {
    const packet = await newPacket();
    const type = await newDocType();
    const form = await addOk(packet._id, FORM);
    const doc = await addOk(packet._id, { kind: 'document', name: 'Photo ID', document_type_id: type._id });
    const { data } = await json<{ data: AssignResult }>(await assignTo(packet._id, { candidate_ids: [people[0]], due_date: '2000-01-03' }));
    const id = data.assignment_ids[0]!;
    expect((await detail(id)).status).toBe('overdue');

    const bad: [unknown, RegExp][] = [
      [{ answers: { consent: true } }, /Full name is required/],
      [{ answers: { full_name: 'Ann', consent: false } }, /I agree must be ticked/],
      [{ answers: { full_name: 'Ann', consent: true, birth_date: '1990-13-01' } }, /Birth date must be a date/],
      [{ answers: { full_name: 'Ann', consent: 'yes' } }, /I agree must be true or false/],
      [{ answers: { full_name: 'Ann', consent: true, extra: 'x' } }, /not a field/],
      [{ completed: true }, /this item is a form/],
      [{ answers: { full_name: 'Ann', consent: true }, completed: true }, /exactly one/],
    ];
    for (const [body, message] of bad) expect((await expectError(await progress(id, form._id, body), 400)).message).toMatch(message);
    await expectError(await progress(id, doc._id, { answers: { a: 'b' } }), 400);

    const half = await json<{ data: AssignmentRow }>(
      await progress(id, form._id, { answers: { full_name: ' Ann Lee ', consent: true, birth_date: '' } }),
    );
    expect(half.data).toMatchObject({ status: 'overdue', completed_at: null, progress: { done: 1, total: 2 } });
    const full = await json<{ data: AssignmentRow }>(await progress(id, doc._id, { completed: true }));
    expect(full.data.status).toBe('completed');
    expect(full.data.completed_at).not.toBeNull();
    expect(full.data.progress).toEqual({ done: 2, total: 2 });
    const read = await detail(id);
    expect(read.items.find((i) => i._id === form._id)?.progress?.answers).toEqual({ full_name: 'Ann Lee', consent: true });
    const completedList = await json<ListBody<AssignmentRow>>(
      await call(assignments.GET, 'GET', `/api/onboarding/assignments?status=completed&packet_id=${packet._id}`, { token: admin }),
    );
    expect(completedList.data.map((r) => r._id)).toEqual([id]);

    const reopened = await json<{ data: AssignmentRow }>(await progress(id, doc._id, undefined, 'DELETE'));
    expect(reopened.data).toMatchObject({ completed_at: null, progress: { done: 1, total: 2 } });
    await progress(id, doc._id, { completed: true });
    // A new item reopens the completed assignment; removing it completes it again.
    const extra = await addOk(packet._id, {
      kind: 'form',
      name: 'Bank',
      fields: [{ key: 'iban', label: 'IBAN', type: 'text', required: true }],
    });
    expect((await detail(id)).completed_at).toBeNull();
    await ok(itemOne.DELETE, 'DELETE', '/', admin, { params: { id: packet._id, itemId: extra._id } });
    expect((await detail(id)).status).toBe('completed');
  });

  it("completes a document item with one of the candidate's own documents only", async () => {
    const packet = await newPacket();
    const type = await newDocType();
    const doc = await addOk(packet._id, { kind: 'document', name: 'Photo ID', document_type_id: type._id });
    const { data } = await json<{ data: AssignResult }>(await assignTo(packet._id, { candidate_ids: [people[1]] }));
    const attach = async (candidateId: string) => {
      const up = (
        await db()
          .insert(uploads)
          .values({
            tenantId: acmeId,
            kind: 'document',
            filename: 'id.png',
            contentType: 'image/png',
            size: 1,
            storageKey: `test/${unique()}`,
          })
          .returning()
      )[0]!;
      const att = (
        await db()
          .insert(attachments)
          .values({
            tenantId: acmeId,
            subjectType: 'candidate',
            subjectId: candidateId,
            kind: 'document',
            uploadId: up.id,
            documentTypeId: type._id,
          })
          .returning()
      )[0]!;
      return att.id;
    };
    const others = await attach(people[2]!);
    await expectError(await progress(data.assignment_ids[0]!, doc._id, { attachment_id: others }), 400);
    const own = await attach(people[1]!);
    expect((await detail(data.assignment_ids[0]!)).documents.map((d) => d._id)).toContain(own);
    const done = await json<{ data: AssignmentRow }>(await progress(data.assignment_ids[0]!, doc._id, { attachment_id: own }));
    expect(done.data.status).toBe('completed');
    expect((await detail(data.assignment_ids[0]!)).items[0]!.progress?.attachment_id).toBe(own);
  });

  it('removes an assignment and finds candidates for the assign dialog', async () => {
    const packet = await newPacket();
    await addOk(packet._id, FORM);
    const { data } = await json<{ data: AssignResult }>(await assignTo(packet._id, { candidate_ids: [people[0]] }));
    const person = (await db().select().from(candidates).where(eq(candidates.id, people[0]!)))[0]!;
    const found = await json<ListBody<CandidateOption>>(
      await call(
        candidatesRoute.GET,
        'GET',
        `/api/onboarding/candidates?search=${encodeURIComponent(person.lastName)}&packet_id=${packet._id}`,
        { token: recruiter },
      ),
    );
    expect(found.data.find((c) => c._id === people[0])).toMatchObject({ assigned: true, email: person.email });
    await ok(assignmentOne.DELETE, 'DELETE', '/', admin, { params: { id: data.assignment_ids[0]! } });
    await expectError(await call(assignmentOne.GET, 'GET', '/', { token: admin, params: { id: data.assignment_ids[0]! } }), 404);
  });
});

describe('onboarding access', () => {
  it('answers 401 without a session and 403 to a Company Contact', async () => {
    await expectError(await call(packets.GET, 'GET', '/api/onboarding/packets'), 401, 'unauthorized_access');
    await expectError(await call(packets.POST, 'POST', '/', { body: { name: 'x' } }), 401);
    await expectError(await call(packets.GET, 'GET', '/api/onboarding/packets', { token: contact }), 403, 'forbidden');
    await expectError(await call(assignments.GET, 'GET', '/api/onboarding/assignments', { token: contact }), 403);
    await expectError(await call(candidatesRoute.GET, 'GET', '/api/onboarding/candidates', { token: contact }), 403);
    await expectError(await call(docTypes.POST, 'POST', '/', { token: contact, body: { name: 'x' } }), 403);
  });

  it("answers 404 for another tenant's packet or assignment, and for ids that are not ids", async () => {
    const packet = await newPacket();
    await addOk(packet._id, FORM);
    const { data } = await json<{ data: AssignResult }>(await assignTo(packet._id, { candidate_ids: [people[2]] }));
    const params = { id: packet._id };
    await expectError(await call(packetOne.GET, 'GET', '/', { token: globexAdmin, params }), 404, 'not_found');
    await expectError(await call(packetOne.PUT, 'PUT', '/', { token: globexAdmin, params, body: { name: 'Taken' } }), 404);
    await expectError(await call(items.POST, 'POST', '/', { token: globexAdmin, params, body: FORM }), 404);
    await expectError(await call(assign.POST, 'POST', '/', { token: globexAdmin, params, body: { candidate_ids: [people[0]] } }), 404);
    await expectError(await call(assignmentOne.GET, 'GET', '/', { token: globexAdmin, params: { id: data.assignment_ids[0]! } }), 404);
    await expectError(
      await call(assignmentOne.DELETE, 'DELETE', '/', { token: globexAdmin, params: { id: data.assignment_ids[0]! } }),
      404,
    );
    await expectError(await call(packetOne.GET, 'GET', '/', { token: admin, params: { id: 'not-an-id' } }), 404);
    const theirs = await json<ListBody<AssignmentRow>>(
      await call(assignments.GET, 'GET', `/api/onboarding/assignments?packet_id=${packet._id}`, { token: globexAdmin }),
    );
    expect(theirs.data).toHaveLength(0);
    expect((await detail(data.assignment_ids[0]!)).candidate_id).toBe(people[2]);
  });

  it('answers 400 for bad list queries', async () => {
    await expectError(await call(assignments.GET, 'GET', '/api/onboarding/assignments?status=late', { token: admin }), 400);
    await expectError(await call(packets.GET, 'GET', '/api/onboarding/packets?per_page=1000', { token: admin }), 400);
    await expectError(await call(packets.POST, 'POST', '/', { token: admin, rawBody: '{nope' }), 400);
  });
});
