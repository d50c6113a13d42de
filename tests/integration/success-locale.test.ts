import { beforeAll, describe, expect, it } from 'vitest';
import * as maintenance from '@/app/api/main/client-portal/[company_id]/maintenance-mode/route';
import * as lock from '@/app/api/main/client-portal/timesheets/v2/lock/route';
import * as resendRoute from '@/app/api/users/users/[id]/resend-invite/route';
import { LOCALE_COOKIE } from '@/lib/i18n/config';
import { call, json, signIn, type CallOptions } from './helpers';
import { contactLocationIds, makeTimesheet, tenantBySlug } from './time-helpers';
import { acceptInvite, invited, USERS } from './users-fixtures';

/**
 * DESIGN §7 for confirmations: the `message` of a success answer is said by key and worded at the API
 * boundary like an error — the locale cookie first, then Accept-Language, then English — so an API client
 * (the mobile app, an integration) reads it in its user's language.
 */
let admin = '';
let acmeId = '';
let site = '';
beforeAll(async () => {
  admin = await signIn('admin@acme.test');
  acmeId = (await tenantBySlug('acme')).id;
  site = (await contactLocationIds('acme'))[0]!;
});

type Reader = { cookie?: string; acceptLanguage?: string };
const FRENCH: Reader = { cookie: 'fr', acceptLanguage: 'de-DE,de;q=0.9' };
const GERMAN: Reader = { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5' };

/** The token rides in Authorization so the Cookie header is free for the locale choice. */
const as = (reader: Reader, extra: CallOptions = {}): CallOptions => ({
  ...extra,
  token: admin,
  auth: 'raw',
  headers: {
    ...(reader.cookie ? { cookie: `${LOCALE_COOKIE}=${reader.cookie}` } : {}),
    ...(reader.acceptLanguage ? { 'accept-language': reader.acceptLanguage } : {}),
  },
});

async function messageOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return (await json<{ message: string }>(res)).message;
}

const lockSheets = async (reader: Reader, count: number) => {
  const sheets = await Promise.all(
    Array.from({ length: count }, () => makeTimesheet({ tenantId: acmeId, locationId: site, status: 'approved' })),
  );
  return call(
    lock.PUT,
    'PUT',
    '/api/main/client-portal/timesheets/v2/lock',
    as(reader, { body: { timesheet_ids: sheets.map((s) => s.id) } }),
  );
};
const saveMaintenance = (reader: Reader) =>
  call(
    maintenance.PUT,
    'PUT',
    '/api/main/client-portal/acme/maintenance-mode',
    as(reader, { params: { company_id: 'acme' }, body: { enabled: false } }),
  );
const resend = (reader: Reader, id: string) =>
  call(resendRoute.POST, 'POST', `${USERS}/${id}/resend-invite`, as(reader, { params: { id } }));

describe('success messages in the reader’s language', () => {
  it('English by default: the wording clients and tests already know', async () => {
    expect(await messageOf(await lockSheets({}, 2))).toBe('2 timesheets locked');
    expect(await messageOf(await saveMaintenance({}))).toBe('Maintenance mode saved');
  });

  it('French for a user whose locale cookie says fr, whatever the browser asks for', async () => {
    expect(await messageOf(await lockSheets(FRENCH, 1))).toBe('1 feuille de temps verrouillée');
    expect(await messageOf(await lockSheets(FRENCH, 3))).toBe('3 feuilles de temps verrouillées');
    expect(await messageOf(await saveMaintenance(FRENCH))).toBe('Mode maintenance enregistré');
    const user = await invited(admin);
    expect(await messageOf(await resend(FRENCH, user._id))).toBe(`Un nouveau lien de connexion a été envoyé à ${user.email}`);
    await acceptInvite(user.email);
  });

  it('German from Accept-Language when no locale is chosen', async () => {
    expect(await messageOf(await lockSheets(GERMAN, 2))).toBe('2 Stundenzettel gesperrt');
    expect(await messageOf(await saveMaintenance(GERMAN))).toBe('Wartungsmodus gespeichert');
    const user = await invited(admin);
    expect(await messageOf(await resend(GERMAN, user._id))).toBe(`Ein neuer Anmeldelink wurde an ${user.email} gesendet`);
    await acceptInvite(user.email);
  });

  it('Russian counts take the language’s own plural forms', async () => {
    const ru: Reader = { acceptLanguage: 'ru' };
    expect(await messageOf(await lockSheets(ru, 1))).toBe('Заблокирован 1 табель');
    expect(await messageOf(await lockSheets(ru, 2))).toBe('Заблокировано 2 табеля');
    expect(await messageOf(await lockSheets(ru, 5))).toBe('Заблокировано 5 табелей');
  });
});
