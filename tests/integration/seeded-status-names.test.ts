import { createElement as h } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as itemRoute from '@/app/api/candidates/statuses/[kind]/[id]/route';
import * as listRoute from '@/app/api/candidates/statuses/[kind]/route';
import { StatusBadge } from '@/components/candidates/status-badge';
import { OptionBadge } from '@/components/statuses/status-badge';
import type { StatusOption } from '@/lib/statuses/schema';
import { screenHarness } from '@/tests/support/render-screen';
import { call, json } from './helpers';
import { signInAs } from './time-helpers';

/**
 * Issue 22 item 9: the statuses the product seeds (Placed, Available, Do not place, location and referral
 * statuses…) read in the reader's language until the tenant renames them; a renamed one reads as typed.
 */

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const BASE = '/api/candidates/statuses';
const { render, missing } = screenHarness({ namespaces: ['candidates'], fallback: {} });
let acme = '';
let globex = '';
let renamed: StatusOption | null = null;

beforeAll(async () => {
  [acme, globex] = await Promise.all([signInAs('admin@acme.test'), signInAs('admin@globex.test')]);
});
// Globex's seeded "Paused" gets its name back, so other files see the seed as it was.
afterAll(async () => {
  if (renamed) await rename(renamed._id, 'Paused');
});

async function list(token: string, kind: string): Promise<StatusOption[]> {
  const res = await call(listRoute.GET, 'GET', `${BASE}/${kind}`, { token, params: { kind } });
  const body = await json<{ data: StatusOption[] }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function rename(id: string, name: string): Promise<StatusOption> {
  const res = await call(itemRoute.PUT, 'PUT', `${BASE}/location/${id}`, {
    token: globex,
    params: { kind: 'location', id },
    body: { name },
  });
  const body = await json<{ data: StatusOption }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const named = (rows: StatusOption[], name: string) => {
  const row = rows.find((s) => s.name === name);
  if (!row) throw new Error(`no status ${name}`);
  return row;
};

describe('seeded status names', () => {
  it('read in German for a German reader, in English for an English one', async () => {
    const candidate = await list(acme, 'candidate');
    const badges = (locale: string) =>
      Promise.all(['Placed', 'Available', 'Do not place'].map((n) => render(h(StatusBadge, { status: named(candidate, n) }), locale)));
    expect((await badges('de')).join(' ')).toMatch(/Vermittelt.*Verfügbar.*Nicht vermitteln/);
    expect((await badges('en')).join(' ')).toMatch(/Placed.*Available.*Do not place/);
    const referral = await list(acme, 'referral');
    const hired = named(referral, 'Hired');
    expect(await render(h(OptionBadge, { name: hired.name, color: hired.color, fallback: '—' }), 'fr')).toContain('Embauché');
    expect(missing).toEqual([]);
  });

  it('read as the tenant typed them once renamed, in every language', async () => {
    renamed = named(await list(globex, 'location'), 'Paused');
    const own = await rename(renamed._id, 'On hold by client');
    const de = await render(h(OptionBadge, { name: own.name, color: own.color, fallback: '—' }), 'de');
    expect(de).toContain('On hold by client');
    expect(de).not.toContain('Pausiert');
    // Another tenant's seeded "Paused" is still the catalogue's.
    const acmePaused = named(await list(acme, 'location'), 'Paused');
    expect(await render(h(OptionBadge, { name: acmePaused.name, color: acmePaused.color, fallback: '—' }), 'de')).toContain('Pausiert');
  });
});
