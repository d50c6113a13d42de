import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as labels from '@/app/api/main/dashboard-labels/route';
import * as label from '@/app/api/main/dashboard-labels/[id]/route';
import * as layouts from '@/app/api/main/layouts/[id]/route';
import * as publicSettings from '@/app/api/main/client-portal/[company_id]/settings/public/route';
import { call, expectError, json, signIn, userByEmail } from './helpers';

let admin = '';
let recruiter = '';
let globexAdmin = '';
beforeAll(async () => {
  [admin, recruiter, globexAdmin] = await Promise.all([
    signIn('admin@acme.test'),
    signIn('recruiter@acme.test'),
    signIn('admin@globex.test'),
  ]);
});

// The demo tenants' labels go back to the product's words: other files read acme's mails, notifications and
// exports, which now name a renamed label ("New Request from …" instead of "New order from …").
afterAll(async () => {
  for (const token of [admin, globexAdmin])
    for (const id of ['shift', 'placement', 'order'])
      expect((await call(label.DELETE, 'DELETE', `/api/main/dashboard-labels/${id}`, { token, params: { id } })).status).toBe(200);
});

type LabelRow = { key: string; label: string; plural: string; singular: string };

describe('dashboard labels', () => {
  it('default to Shift(s), Placement(s), Order(s)', async () => {
    const { data, meta } = await json<{ data: LabelRow[]; meta: { totalItems: number } }>(
      await call(labels.GET, 'GET', '/api/main/dashboard-labels', { token: globexAdmin }),
    );
    expect(meta.totalItems).toBe(3);
    expect(data.map((l) => [l.key, l.singular, l.plural])).toEqual([
      ['shift', 'Shift', 'Shifts'],
      ['placement', 'Placement', 'Placements'],
      ['order', 'Order', 'Orders'],
    ]);
  });

  it('default to the catalogue of the caller’s language', async () => {
    const { data } = await json<{ data: LabelRow[] }>(
      await call(labels.GET, 'GET', '/api/main/dashboard-labels', { token: globexAdmin, headers: { 'accept-language': 'de' } }),
    );
    expect(data.map((l) => [l.key, l.singular, l.plural])).toEqual([
      ['shift', 'Schicht', 'Schichten'],
      ['placement', 'Vermittlung', 'Vermittlungen'],
      ['order', 'Auftrag', 'Aufträge'],
    ]);
    // The public settings the mobile app reads carry every label too, in the asker's language.
    const open = await json<{ data: { dashboard_labels: Record<string, LabelRow> } }>(
      await call(publicSettings.GET, 'GET', '/x', { params: { company_id: 'globex' }, headers: { 'accept-language': 'fr' } }),
    );
    expect(open.data.dashboard_labels.order).toEqual({ label: 'Commande', singular: 'Commande', plural: 'Commandes' });
  });

  it('a renamed label keeps the singular and plural the admin gives, for this tenant only', async () => {
    const res = await call(labels.PUT, 'PUT', '/api/main/dashboard-labels', {
      token: admin,
      body: {
        labels: [
          { key: 'shift', label: 'Gig', plural: 'Gigs' },
          { key: 'placement', label: 'Assignments', singular: 'Assignment' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const one = await json<{ data: LabelRow }>(
      await call(label.GET, 'GET', '/api/main/dashboard-labels/shift', { token: recruiter, params: { id: 'shift' } }),
    );
    expect(one.data).toMatchObject({ label: 'Gig', plural: 'Gigs', singular: 'Gig' });
    const put = await json<{ data: LabelRow }>(
      await call(label.PUT, 'PUT', '/x', {
        token: admin,
        params: { id: 'order' },
        body: { label: 'Request', plural: 'Requests for staff' },
      }),
    );
    expect(put.data).toMatchObject({ plural: 'Requests for staff', singular: 'Request' });
    // A renamed label is the tenant's own word: it is not translated, whatever language the reader uses.
    const german = await json<{ data: LabelRow[] }>(
      await call(labels.GET, 'GET', '/x', { token: recruiter, headers: { 'accept-language': 'de' } }),
    );
    expect(german.data.map((l) => l.plural)).toEqual(['Gigs', 'Assignments', 'Requests for staff']);
    const globex = await json<{ data: LabelRow[] }>(await call(labels.GET, 'GET', '/x', { token: globexAdmin }));
    expect(globex.data[0]!.plural).toBe('Shifts');
  });

  it('a reset label goes back to the catalogue’s word in each language; recruiters may not reset', async () => {
    await call(labels.PUT, 'PUT', '/x', { token: admin, body: { labels: [{ key: 'shift', label: 'Shift', plural: 'Shifts' }] } });
    // Stored as the tenant's own word, the English one is not translated...
    const renamed = await json<{ data: LabelRow }>(
      await call(label.GET, 'GET', '/x', { token: admin, params: { id: 'shift' }, headers: { 'accept-language': 'de' } }),
    );
    expect(renamed.data.plural).toBe('Shifts');
    await expectError(await call(label.DELETE, 'DELETE', '/x', { token: recruiter, params: { id: 'shift' } }), 403);
    await expectError(await call(label.DELETE, 'DELETE', '/x', { token: admin, params: { id: 'invoice' } }), 404);
    // ...until it is reset.
    const reset = await json<{ data: LabelRow }>(
      await call(label.DELETE, 'DELETE', '/x', { token: admin, params: { id: 'shift' }, headers: { 'accept-language': 'de' } }),
    );
    expect(reset.data).toMatchObject({ singular: 'Schicht', plural: 'Schichten' });
    const english = await json<{ data: LabelRow }>(
      await call(label.GET, 'GET', '/x', { token: recruiter, params: { id: 'shift' }, headers: { 'accept-language': 'en' } }),
    );
    expect(english.data.plural).toBe('Shifts');
  });

  it('words per language: each reader gets her language’s, then the tenant’s default words, then the catalogue’s', async () => {
    const read = async (lang: string) =>
      (await json<{ data: LabelRow[] }>(await call(labels.GET, 'GET', '/x', { token: recruiter, headers: { 'accept-language': lang } })))
        .data;
    const byKey = (rows: LabelRow[]) => Object.fromEntries(rows.map((l) => [l.key, [l.singular, l.plural]]));
    const saved = await call(labels.PUT, 'PUT', '/x', {
      token: admin,
      headers: { 'accept-language': 'fr' },
      body: {
        labels: [
          {
            key: 'shift',
            label: 'Gig',
            plural: 'Gigs',
            locales: { fr: { singular: 'Mission', plural: 'Missions' }, de: { singular: 'Einsatz' } },
          },
          // Words for one language only: the default words (renamed above to Request) stay as they are.
          { key: 'order', locales: { ru: { singular: 'Заявка', plural: 'Заявки' } } },
        ],
      },
    });
    expect(saved.status).toBe(200);
    // The answer is in the saver's language, with the words per language for the screen that edits them.
    const body = await json<{ data: Record<string, LabelRow & { locales?: unknown; renamed?: boolean }>; message: string }>(saved);
    expect(body.data.shift).toMatchObject({ singular: 'Mission', plural: 'Missions', renamed: true });
    expect(body.data.shift!.locales).toEqual({
      fr: { singular: 'Mission', plural: 'Missions' },
      de: { singular: 'Einsatz', plural: 'Einsatz' },
    });
    expect(body.message).toBe('Libellés enregistrés');

    const request = ['Request', 'Requests for staff'];
    expect(byKey(await read('fr'))).toMatchObject({ shift: ['Mission', 'Missions'], order: request });
    expect(byKey(await read('de'))).toMatchObject({ shift: ['Einsatz', 'Einsatz'], order: request });
    expect(byKey(await read('ru'))).toMatchObject({ shift: ['Gig', 'Gigs'], order: ['Заявка', 'Заявки'] });
    expect(byKey(await read('es'))).toMatchObject({ shift: ['Gig', 'Gigs'], order: request });
    // The public settings the mobile app reads follow the same order.
    const open = await json<{ data: { dashboard_labels: Record<string, LabelRow> } }>(
      await call(publicSettings.GET, 'GET', '/x', { params: { company_id: 'acme' }, headers: { 'accept-language': 'fr' } }),
    );
    expect(open.data.dashboard_labels.shift).toMatchObject({ singular: 'Mission', plural: 'Missions' });

    // An empty set forgets a label's words per language; a reset forgets both kinds: the catalogue again.
    await call(labels.PUT, 'PUT', '/x', { token: admin, body: { labels: [{ key: 'order', locales: {} }] } });
    expect(byKey(await read('ru')).order).toEqual(request);
    await call(label.DELETE, 'DELETE', '/x', { token: admin, params: { id: 'shift' } });
    expect(byKey(await read('fr')).shift).toEqual(['Poste', 'Postes']);
    expect(byKey(await read('es')).shift).toEqual(['Turno', 'Turnos']);
    const reset = (await read('fr')).find((l) => l.key === 'shift') as LabelRow & { renamed?: boolean };
    expect(reset.renamed).toBeUndefined();
    await expectError(
      await call(labels.PUT, 'PUT', '/x', { token: admin, body: { labels: [{ key: 'shift', locales: { xx: { singular: 'X' } } }] } }),
      400,
    );
    await expectError(await call(label.PUT, 'PUT', '/x', { token: admin, params: { id: 'shift' }, body: {} }), 400);
  });

  it('refuses recruiters, unknown keys and bad bodies', async () => {
    await expectError(await call(labels.PUT, 'PUT', '/x', { token: recruiter, body: { labels: [{ key: 'shift', label: 'X' }] } }), 403);
    await expectError(await call(label.GET, 'GET', '/x', { token: admin, params: { id: 'invoice' } }), 404);
    await expectError(await call(labels.PUT, 'PUT', '/x', { token: admin, body: { labels: [] } }), 400, 'bad_request');
    await expectError(await call(labels.PUT, 'PUT', '/x', { token: admin, body: { labels: [{ key: 'invoice', label: 'X' }] } }), 400);
    await expectError(await call(label.PUT, 'PUT', '/x', { token: admin, params: { id: 'shift' }, body: { label: '' } }), 400);
    await expectError(await call(labels.GET, 'GET', '/x'), 401);
  });
});

describe('layouts', () => {
  it('default to horizontal, fluid, light and keep a user’s choice', async () => {
    const first = await json<{ data: Record<string, string> }>(
      await call(layouts.GET, 'GET', '/api/main/layouts/me', { token: recruiter, params: { id: 'me' } }),
    );
    expect(first.data).toEqual({ layout_type: 'horizontal', layout_width: 'fluid', topbar_theme: 'light' });
    const { user } = await userByEmail('recruiter@acme.test');
    const saved = await call(layouts.PUT, 'PUT', `/api/main/layouts/${user.id}`, {
      token: recruiter,
      params: { id: user.id },
      body: { layout_type: 'vertical', topbar_theme: 'dark' },
    });
    expect(saved.status).toBe(200);
    const again = await json<{ data: Record<string, string> }>(
      await call(layouts.GET, 'GET', '/x', { token: recruiter, params: { id: 'me' } }),
    );
    expect(again.data).toEqual({ layout_type: 'vertical', layout_width: 'fluid', topbar_theme: 'dark' });
    const adminsOwn = await json<{ data: Record<string, string> }>(
      await call(layouts.GET, 'GET', '/x', { token: admin, params: { id: 'me' } }),
    );
    expect(adminsOwn.data.layout_type).toBe('horizontal');
  });

  it("answers 404 for another user's layout and 400 for bad values", async () => {
    const { user } = await userByEmail('admin@acme.test');
    await expectError(await call(layouts.GET, 'GET', '/x', { token: recruiter, params: { id: user.id } }), 404);
    await expectError(
      await call(layouts.PUT, 'PUT', '/x', { token: recruiter, params: { id: 'me' }, body: { layout_type: 'diagonal' } }),
      400,
    );
    await expectError(await call(layouts.PUT, 'PUT', '/x', { token: recruiter, params: { id: 'me' }, body: {} }), 400);
  });
});
