import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as files from '@/app/api/candidates/files/route';
import * as file from '@/app/api/candidates/files/[id]/route';
import type { CandidateFile } from '@/lib/attachments/schema';
import { db } from '@/lib/db/client';
import { documentTypes, uploads } from '@/lib/db/schema';
import { call, expectError, json, PNG_1X1 } from './helpers';
import { type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { makeCandidate } from './candidates-fixtures';
import { theRow } from '@/lib/db/rows';

let admin = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';
let globexId = '';

beforeAll(async () => {
  [admin, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  globexId = (await tenantBySlug('globex')).id;
});

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function form(parts: Record<string, string>, bytes: Uint8Array | null, name = 'cv.pdf', type = 'application/pdf'): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(parts)) f.set(k, v);
  if (bytes) f.set('file', new File([bytes as BlobPart], name, { type }));
  return f;
}

const upload = (token: string, f: FormData) => call(files.POST, 'POST', '/api/candidates/files', { token, form: f });
const listFiles = (token: string, candidateId: string, kind = '') =>
  call(files.GET, 'GET', `/api/candidates/files?candidate_id=${candidateId}${kind ? `&kind=${kind}` : ''}`, { token });
const download = (token: string, id: string) => call(file.GET, 'GET', `/api/candidates/files/${id}`, { token, params: { id } });
const remove = (token: string, id: string) => call(file.DELETE, 'DELETE', `/api/candidates/files/${id}`, { token, params: { id } });

async function uploaded(res: Response): Promise<CandidateFile> {
  const body = await json<{ data: CandidateFile }>(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

describe('candidate files', () => {
  it('stores a real PDF (201) and serves it as an attachment with nosniff', async () => {
    const c = await makeCandidate(acmeId);
    const type = theRow(
      await db()
        .insert(documentTypes)
        .values({ tenantId: acmeId, name: `Licence ${Date.now()}` })
        .returning(),
    );
    const f = await uploaded(
      await upload(admin, form({ candidate_id: c.id, kind: 'document', document_type_id: type.id }, PDF, 'My Licence (scan).pdf')),
    );
    expect(f).toMatchObject({
      kind: 'document',
      content_type: 'application/pdf',
      size: PDF.length,
      filename: 'My-Licence-scan.pdf',
      document_type: { _id: type.id, name: type.name },
    });
    const res = await download(admin, f._id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="My-Licence-scan.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it('refuses script bytes named x.png and other types (400), and an 11 MB PDF before reading it all (413)', async () => {
    const c = await makeCandidate(acmeId);
    const script = new TextEncoder().encode('<script>alert(1)</script>');
    const fake = await expectError(await upload(admin, form({ candidate_id: c.id, kind: 'document' }, script, 'x.png', 'image/png')), 400);
    expect(fake.message).toMatch(/unsupported file type/);
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PDF);
    expect(
      (await expectError(await upload(admin, form({ candidate_id: c.id, kind: 'document' }, big)), 413, 'payload_too_large')).message,
    ).toMatch(/larger than 10 MB/);
    const gif = new TextEncoder().encode('GIF89a....');
    await expectError(await upload(admin, form({ candidate_id: c.id, kind: 'document' }, gif, 'a.gif', 'image/gif')), 400);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectError(await upload(admin, form({ candidate_id: c.id, kind: 'document' }, svg, 'a.svg', 'image/svg+xml')), 400);
    const listed = await json<ListBody<CandidateFile>>(await listFiles(admin, c.id));
    expect(listed.data).toHaveLength(0);
  });

  it('validates the fields (400) and the document type of the tenant', async () => {
    const c = await makeCandidate(acmeId);
    await expectError(await upload(admin, form({ candidate_id: c.id, kind: 'photo' }, PDF)), 400);
    await expectError(await upload(admin, form({ candidate_id: 'x', kind: 'document' }, PDF)), 400);
    await expectError(await upload(admin, form({ candidate_id: c.id, kind: 'document' }, null)), 400);
    const theirType = theRow(
      await db()
        .insert(documentTypes)
        .values({ tenantId: globexId, name: `Theirs ${Date.now()}` })
        .returning(),
    );
    await expectError(await upload(admin, form({ candidate_id: c.id, kind: 'document', document_type_id: theirType.id }, PDF)), 400);
    await expectError(await call(files.POST, 'POST', '/api/candidates/files', { token: admin, body: { candidate_id: c.id } }), 400);
  });

  it('a new resume replaces the previous one; documents accumulate', async () => {
    const c = await makeCandidate(acmeId);
    const first = await uploaded(await upload(admin, form({ candidate_id: c.id, kind: 'resume' }, PDF)));
    const second = await uploaded(await upload(admin, form({ candidate_id: c.id, kind: 'resume' }, PNG_1X1, 'cv.png', 'image/png')));
    await uploaded(await upload(admin, form({ candidate_id: c.id, kind: 'document' }, PDF)));
    const resumes = await json<ListBody<CandidateFile>>(await listFiles(admin, c.id, 'resume'));
    expect(resumes.data.map((f) => f._id)).toEqual([second._id]);
    expect((await json<ListBody<CandidateFile>>(await listFiles(admin, c.id))).data).toHaveLength(2);
    await expectError(await download(admin, first._id), 404);
  });

  it('deletes a file with its upload row', async () => {
    const c = await makeCandidate(acmeId);
    const f = await uploaded(await upload(admin, form({ candidate_id: c.id, kind: 'document' }, PDF)));
    const before = await db().select().from(uploads).where(eq(uploads.tenantId, acmeId));
    expect((await remove(admin, f._id)).status).toBe(200);
    expect(await db().select().from(uploads).where(eq(uploads.tenantId, acmeId))).toHaveLength(before.length - 1);
    await expectError(await download(admin, f._id), 404);
    await expectError(await remove(admin, f._id), 404);
  });

  it('refuses another tenant (404), a contact (403) and no session (401)', async () => {
    const c = await makeCandidate(acmeId);
    const f = await uploaded(await upload(admin, form({ candidate_id: c.id, kind: 'document' }, PDF)));
    await expectError(await download(globexAdmin, f._id), 404);
    await expectError(await remove(globexAdmin, f._id), 404);
    await expectError(await listFiles(globexAdmin, c.id), 404);
    await expectError(await upload(globexAdmin, form({ candidate_id: c.id, kind: 'document' }, PDF)), 404);
    await expectError(await download(contact, f._id), 403);
    await expectError(await upload(contact, form({ candidate_id: c.id, kind: 'document' }, PDF)), 403);
    await expectError(await download('', f._id), 401);
    await expectError(await download(admin, 'not-an-id'), 404);
  });
});
