import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as company from '@/app/api/main/companies/[id]/route';
import * as companies from '@/app/api/main/companies/route';
import * as userItem from '@/app/api/users/users/[id]/route';
import { LOCALE_COOKIE } from '@/lib/i18n/config';
import { call, expectError, signIn, userByEmail, type CallOptions } from './helpers';

/**
 * DESIGN §7: a refusal reaches the user in their language — the locale cookie first, then
 * Accept-Language, then English — for validation errors, refusals, missing records and state conflicts.
 */
let admin = '';
let contact = '';
let adminId = '';
beforeAll(async () => {
  [admin, contact] = await Promise.all([signIn('admin@acme.test'), signIn('contact@acme.test')]);
  adminId = (await userByEmail('admin@acme.test')).user.id;
});

type Reader = { cookie?: string; acceptLanguage?: string };

/** The token rides in Authorization so the Cookie header is free for the locale choice. */
const as = (token: string, reader: Reader, extra: CallOptions = {}): CallOptions => ({
  ...extra,
  token,
  auth: 'raw',
  headers: {
    ...(reader.cookie ? { cookie: `${LOCALE_COOKIE}=${reader.cookie}` } : {}),
    ...(reader.acceptLanguage ? { 'accept-language': reader.acceptLanguage } : {}),
  },
});

const invalid = (reader: Reader) => call(companies.POST, 'POST', '/api/main/companies', as(admin, reader, { body: { name: '' } }));
const refused = (reader: Reader) => call(companies.GET, 'GET', '/api/main/companies', as(contact, reader));
const missing = (reader: Reader) => {
  const id = randomUUID();
  return call(company.GET, 'GET', `/api/main/companies/${id}`, as(admin, reader, { params: { id } }));
};
const ownRole = (reader: Reader) =>
  call(userItem.PATCH, 'PATCH', `/api/users/users/${adminId}`, as(admin, reader, { params: { id: adminId }, body: { role: 'recruiter' } }));

describe('server messages in the reader’s language', () => {
  it('English by default: the wording clients and tests already know', async () => {
    expect((await expectError(await invalid({}), 400, 'bad_request')).message).toBe('name: Enter a name');
    expect((await expectError(await refused({}), 403, 'forbidden')).message).toBe('You do not have permission to do this');
    expect((await expectError(await missing({}), 404, 'not_found')).message).toBe('Company not found');
    expect((await expectError(await ownRole({}), 409, 'conflict')).message).toBe('You cannot change your own role');
  });

  it('French for a user whose locale cookie says fr, whatever the browser asks for', async () => {
    const fr = { cookie: 'fr', acceptLanguage: 'de-DE,de;q=0.9' };
    const bad = await invalid(fr);
    const body = (await bad.json()) as { message: string; error_code: string; errors: Record<string, string> };
    expect(bad.status).toBe(400);
    expect(body.error_code).toBe('bad_request');
    expect(body.message).toBe('name : Saisissez un nom');
    expect(body.errors.name).toBe('Saisissez un nom');
    expect((await expectError(await refused(fr), 403, 'forbidden')).message).toBe('Vous n’avez pas l’autorisation de faire ceci');
    expect((await expectError(await missing(fr), 404, 'not_found')).message).toBe('Entreprise introuvable');
    expect((await expectError(await ownRole(fr), 409, 'conflict')).message).toBe('Vous ne pouvez pas modifier votre propre rôle');
  });

  it('German from Accept-Language when no locale is chosen', async () => {
    const de = { acceptLanguage: 'de-CH,de;q=0.9,en;q=0.5' };
    expect((await expectError(await invalid(de), 400, 'bad_request')).message).toBe('name: Geben Sie einen Namen ein');
    expect((await expectError(await refused(de), 403, 'forbidden')).message).toBe('Sie haben keine Berechtigung dafür');
    expect((await expectError(await missing(de), 404, 'not_found')).message).toBe('Firma nicht gefunden');
    expect((await expectError(await ownRole(de), 409, 'conflict')).message).toBe('Sie können Ihre eigene Rolle nicht ändern');
  });

  it('Arabic, and a language the app does not speak falls back to English', async () => {
    expect((await expectError(await missing({ cookie: 'ar' }), 404, 'not_found')).message).toBe('لم يتم العثور على الشركة');
    expect((await expectError(await ownRole({ acceptLanguage: 'ar' }), 409, 'conflict')).message).toBe('لا يمكنك تغيير دورك');
    expect((await expectError(await missing({ acceptLanguage: 'pt-BR' }), 404, 'not_found')).message).toBe('Company not found');
  });
});
