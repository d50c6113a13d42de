import { describe, expect, it } from 'vitest';
import { audienceOf, draftErrors, EMPTY_DRAFT, sendAtIso, toLocalInput } from '@/components/push-notifications/compose-state';
import { changesBetween, defaultMatrix } from '@/lib/notification-settings/events';
import { settingsBody } from '@/lib/notification-settings/schema';
import { audienceSchema, composeBody } from '@/lib/push-notifications/schema';
import { chunks } from '@/lib/push-notifications/transports/types';
import { webhookTransport } from '@/lib/push-notifications/transports/webhook';
import type { safeFetch } from '@/lib/net/safe-fetch';
import { englishErrors } from '@/lib/errors';
import { zodIssueText } from '@/lib/i18n/zod-messages';

const A = '0b6f5c0e-1a2b-4c3d-8e9f-000000000001';
const B = '0b6f5c0e-1a2b-4c3d-8e9f-000000000002';
const message = { id: 'n1', tenantId: 't1', tenantSlug: 'acme', title: 'Hi', body: 'There' };

describe('audience schema', () => {
  it('drops ids for "all", dedupes and lower-cases uuids, keeps position names as written', () => {
    expect(audienceSchema.parse({ type: 'all', ids: [A] })).toEqual({ type: 'all', ids: [] });
    expect(audienceSchema.parse({ type: 'locations', ids: [A, A.toUpperCase(), B] })).toEqual({ type: 'locations', ids: [A, B] });
    expect(audienceSchema.parse({ type: 'positions', ids: ['Forklift Operator', 'Forklift Operator', ' Packer '] })).toEqual({
      type: 'positions',
      ids: ['Forklift Operator', 'Packer'],
    });
  });

  it('needs at least one id for every type but all, and uuids except for positions', () => {
    expect(audienceSchema.safeParse({ type: 'statuses', ids: [] }).success).toBe(false);
    expect(audienceSchema.safeParse({ type: 'candidates' }).success).toBe(false);
    const bad = audienceSchema.safeParse({ type: 'candidates', ids: ['bob'] });
    expect(bad.success).toBe(false);
    // Said by key with the refused ids as a parameter, worded in the reader's language at the boundary.
    expect(bad.error && zodIssueText(bad.error.issues[0]!, englishErrors)).toBe('not candidate ids: bob');
    expect(audienceSchema.safeParse({ type: 'nobody', ids: [] }).success).toBe(false);
  });

  it('limits title and body and wants send_at in the future, within a year', () => {
    const base = { title: 'T', body: 'B', audience: { type: 'all' } };
    expect(composeBody.safeParse(base).success).toBe(true);
    expect(composeBody.safeParse({ ...base, title: 'x'.repeat(81) }).success).toBe(false);
    expect(composeBody.safeParse({ ...base, body: '   ' }).success).toBe(false);
    expect(composeBody.safeParse({ ...base, send_at: new Date(Date.now() + 3_600_000).toISOString() }).success).toBe(true);
    expect(composeBody.safeParse({ ...base, send_at: new Date(Date.now() - 1000).toISOString() }).success).toBe(false);
    expect(composeBody.safeParse({ ...base, send_at: new Date(Date.now() + 370 * 86_400_000).toISOString() }).success).toBe(false);
  });
});

describe('compose draft', () => {
  it('builds the audience of the chosen type from its own picks', () => {
    const d = { ...EMPTY_DRAFT, picks: { locations: [A], positions: ['Packer'], statuses: [] }, people: [{ _id: B, name: 'Bea' }] };
    expect(audienceOf({ ...d, type: 'locations' })).toEqual({ type: 'locations', ids: [A] });
    expect(audienceOf({ ...d, type: 'candidates' })).toEqual({ type: 'candidates', ids: [B] });
    expect(audienceOf({ ...d, type: 'all' })).toEqual({ type: 'all', ids: [] });
  });

  it('reports what blocks sending', () => {
    const now = Date.parse('2030-05-01T12:00:00Z');
    expect(draftErrors({ ...EMPTY_DRAFT }, now)).toEqual({ title: true, body: true });
    expect(draftErrors({ ...EMPTY_DRAFT, title: 'T', body: 'B', type: 'statuses' }, now)).toEqual({ audience: true });
    const later = { ...EMPTY_DRAFT, title: 'T', body: 'B', when: 'later' as const };
    expect(draftErrors({ ...later, sendAt: toLocalInput(new Date(now - 60_000)) }, now)).toEqual({ sendAt: true });
    expect(draftErrors({ ...later, sendAt: toLocalInput(new Date(now + 3_600_000)) }, now)).toEqual({});
  });

  it('turns a datetime-local value into ISO only when it is a valid future time', () => {
    const now = Date.parse('2030-05-01T12:00:00Z');
    expect(sendAtIso('', now)).toBeNull();
    expect(sendAtIso('nonsense', now)).toBeNull();
    const local = toLocalInput(new Date(now + 7_200_000));
    expect(sendAtIso(local, now)).toBe(new Date(local).toISOString());
  });
});

describe('webhook transport', () => {
  it('posts batches of 1000 ids and sorts outcomes into delivered and failed', async () => {
    const ids = Array.from({ length: 2500 }, (_, i) => `c${i}`);
    const bodies: { candidate_ids: string[] }[] = [];
    let call = 0;
    const fetch: typeof safeFetch = async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)) as { candidate_ids: string[] });
      call++;
      if (call === 2) return new Response('no', { status: 502 });
      if (call === 3) throw new Error('socket hang up');
      return new Response('{}', { status: 200 });
    };
    const result = await webhookTransport({ url: 'http://gateway.test/push', fetch }).deliver(undefined, message, ids);
    expect(bodies.map((b) => b.candidate_ids.length)).toEqual([1000, 1000, 500]);
    expect(result.delivered).toEqual(ids.slice(0, 1000));
    expect(result.failed).toHaveLength(1500);
    expect(result.failed[0]!.error).toContain('HTTP 502');
    // What the tenant reads on the notification is generic; the cause is for the server log.
    expect(result.failed[1499]!.error).toBe('push webhook unreachable: The address could not be reached');
  });

  it('splits lists into runs', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 3)).toEqual([]);
  });
});

describe('notification settings matrix', () => {
  it('defaults email and in-app on, push off, and diffs only the changed cells', () => {
    const base = defaultMatrix();
    expect(base.timesheet_approved).toEqual({ email: true, in_app: true, push: false });
    const next = { ...base, order_created: { ...base.order_created, push: true } };
    expect(changesBetween(base, next)).toEqual([{ event: 'order_created', channel: 'push', enabled: true }]);
    expect(changesBetween(base, base)).toEqual([]);
  });

  it('accepts known events and channels only', () => {
    expect(settingsBody.safeParse({ settings: [{ event: 'order_created', channel: 'push', enabled: true }] }).success).toBe(true);
    expect(settingsBody.safeParse({ settings: [{ event: 'lunch', channel: 'push', enabled: true }] }).success).toBe(false);
    expect(settingsBody.safeParse({ settings: [{ event: 'order_created', channel: 'pigeon', enabled: true }] }).success).toBe(false);
  });
});
