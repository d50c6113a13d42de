import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as settings from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as journeyFile from '@/app/api/main/client-portal/[company_id]/settings/journey-files/[fileId]/route';
import { db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { call, expectError, json, PNG_1X1 } from './helpers';
import { signInAs, tenantBySlug } from './time-helpers';
import { atLeast } from '@/tests/support/present';

// globex, so the acme settings other files and the e2e suite rely on stay as they are.
const COMPANY = 'globex';
const PDF = (n: number) => new TextEncoder().encode(`%PDF-1.4\n% policy ${n}\n%%EOF\n`);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);

type Journey = {
  splash_screens: { images: string[]; new_images: string[] };
  privacy_policy: { file: string | null; new_file: string | null };
};
type SettingsBody = { data: { mobile_app: { new_user_journey: Journey } } };

let admin: string;
let tenantId: string;

const put = (parts: Record<string, unknown>, files: Record<string, File[]> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(parts)) f.set(k, JSON.stringify(v));
  for (const [k, list] of Object.entries(files)) for (const file of list) f.append(k, file);
  return call(settings.PUT, 'PUT', `/api/main/client-portal/${COMPANY}/settings`, {
    token: admin,
    form: f,
    params: { company_id: COMPANY },
  });
};
const journey = async (): Promise<Journey> => {
  const res = await call(settings.GET, 'GET', `/api/main/client-portal/${COMPANY}/settings`, {
    token: admin,
    params: { company_id: COMPANY },
  });
  return (await json<SettingsBody>(res)).data.mobile_app.new_user_journey;
};
const file = (id: string, company = COMPANY) =>
  call(journeyFile.GET, 'GET', `/api/main/client-portal/${company}/settings/journey-files/${id}`, {
    params: { company_id: company, fileId: id },
  });
const stored = async (ids: string[]) =>
  (
    await db()
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.tenantId, tenantId), inArray(uploads.id, ids)))
  ).map((r) => r.id);
const primary = (j: Partial<Journey>) => ({ primary: { mobile_app: { new_user_journey: j } } });

beforeAll(async () => {
  admin = await signInAs(`admin@${COMPANY}.test`);
  tenantId = (await tenantBySlug(COMPANY)).id;
});

describe('new-user journey files', () => {
  it('serves a stored splash image publicly, and only through its own tenant', async () => {
    const res = await put(primary({ splash_screens: { images: [], new_images: [] } }), {
      splash_images: [new File([PNG_1X1], 'splash.png')],
    });
    expect(res.status).toBe(200);
    const id = (await journey()).splash_screens.new_images[0]!;
    const served = await file(id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    await expectError(await file(id, 'acme'), 404);
  });

  it('refuses a GIF splash image', async () => {
    const res = await put({}, { splash_images: [new File([GIF], 'moving.gif')] });
    await expectError(res, 400);
  });

  it('deletes a splash image the admin removed, and ignores ids the browser made up', async () => {
    await put(primary({ splash_screens: { images: [], new_images: [] } }), {
      splash_images: [new File([PNG_1X1], 'a.png'), new File([PNG_1X1], 'b.png')],
    });
    const [a, b] = atLeast((await journey()).splash_screens.new_images, 2);
    const madeUp = '00000000-0000-4000-8000-000000000000';
    expect((await put(primary({ splash_screens: { images: [b, madeUp], new_images: [] } }))).status).toBe(200);
    expect((await journey()).splash_screens.images).toEqual([b]);
    expect(await stored([a, b])).toEqual([b]);
    await expectError(await file(a), 404);
    expect((await file(b)).status).toBe(200);
  });

  it('replacing the privacy policy deletes the old file and serves the new one as a download', async () => {
    await put({}, { privacy_policy_file: [new File([PDF(1)], 'policy-1.pdf')] });
    const first = (await journey()).privacy_policy.new_file as string;
    await put({}, { privacy_policy_file: [new File([PDF(2)], 'policy-2.pdf')] });
    const second = (await journey()).privacy_policy.new_file as string;
    expect(second).not.toBe(first);
    expect(await stored([first, second])).toEqual([second]);
    await expectError(await file(first), 404);
    const served = await file(second);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('answers 404 for a file id the settings do not refer to, or for an unknown company', async () => {
    await expectError(await file('00000000-0000-4000-8000-000000000000'), 404);
    await expectError(await file('not-a-uuid'), 404);
    await expectError(await file('00000000-0000-4000-8000-000000000000', 'no-such-company'), 404);
  });
});
