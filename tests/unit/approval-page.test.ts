import { createTranslator } from 'next-intl';
import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApprovalScreen } from '@/components/approvals/approval-screen';
import { ApprovalNotice } from '@/components/approvals/approval-notice';
import { linkFormat } from '@/lib/approval-links/format';
import type { Translate } from '@/lib/approval-links/locale';
import { outcomeFrom, outcomePath, type Outcome } from '@/lib/approval-links/outcome';
import { decidePath } from '@/lib/approval-links/paths';
import type { SheetView } from '@/lib/approval-links/queries';
import { LINK_REFUSALS } from '@/lib/approval-links/schema';
import { LOCALES } from '@/lib/i18n/config';
import { screenHarness, screenMessages } from '@/tests/support/render-screen';

// The one-click approval page (issue 11) renders each timesheet with its days, hours and bill amount,
// its decision or plain HTML forms, in every language, without a missing text or a pay figure.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const TOKEN = 'T'.repeat(43);
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const base: SheetView = {
  id: id(1),
  state: 'open',
  status: 'submitted',
  worker: 'Dana Doe',
  position: 'Forklift Operator',
  location: 'North Dock',
  company: 'Northwind',
  weekStart: '2030-03-04',
  weekEnd: '2030-03-10',
  timezone: 'America/Chicago',
  days: [
    {
      date: '2030-03-04',
      hours: 8,
      cards: [{ clockIn: '2030-03-04T14:00:00.000Z', clockOut: '2030-03-04T22:30:00.000Z', breakMinutes: 30, hours: 8 }],
    },
    {
      date: '2030-03-05',
      hours: 8,
      cards: [{ clockIn: '2030-03-05T14:00:00.000Z', clockOut: '2030-03-05T22:30:00.000Z', breakMinutes: 30, hours: 8 }],
    },
  ],
  regularHours: 16,
  overtimeHours: 0,
  doubleTimeHours: 0,
  totalHours: 16,
  billTotal: 416,
  openPunches: [],
  decision: null,
};
const sheets: SheetView[] = [
  base,
  { ...base, id: id(2), worker: 'Eli Ek', regularHours: 40, overtimeHours: 2.5, totalHours: 42.5, billTotal: 1137.5 },
  { ...base, id: id(3), worker: 'Fay Fox', openPunches: ['2030-03-06T14:02:00.000Z'] },
  {
    ...base,
    id: id(4),
    worker: 'Gus Gray',
    state: 'approved',
    status: 'approved',
    decision: { action: 'approve', by: 'Casey Contact', at: '2030-03-11T15:00:00.000Z', reason: null, fromEmail: true },
  },
  {
    ...base,
    id: id(5),
    worker: 'Hal Hart',
    state: 'rejected',
    status: 'rejected',
    decision: { action: 'reject', by: 'Casey Contact', at: '2030-03-11T15:00:00.000Z', reason: 'Friday was a holiday', fromEmail: false },
  },
  { ...base, id: id(6), worker: 'Ivy Ito', state: 'closed', status: 'pending' },
  { ...base, id: id(7), state: 'unavailable', status: null, worker: '', location: '', company: '', days: [], billTotal: 0 },
];

const { render, missing } = screenHarness({ namespaces: ['approvals'], fallback: {} });

/** The page's translator as lib/approval-links/locale.ts builds it, but without the English fallback, so a gap shows. */
function texts(locale: string): Translate {
  const t = createTranslator({
    locale,
    messages: screenMessages(locale, ['approvals']),
    namespace: 'approvals',
    onError: (e) => {
      missing.push(e.message);
    },
  });
  return (key, values) => (t as unknown as Translate)(key, values);
}

const brand = { name: 'Acme Staffing', logo: null, primary_color: '#6691e7', secondary_color: '#e7ebf4' };
const screen = (locale: string, over: { outcome?: Outcome | null; canDecide?: boolean } = {}) =>
  render(
    h(ApprovalScreen, {
      token: TOKEN,
      brand,
      loginPath: '/acme/login',
      contactName: 'Casey Contact',
      expiresAt: '18 March 2030',
      sheets,
      approvable: [id(1), id(2)],
      canDecide: over.canDecide ?? true,
      outcome: over.outcome ?? null,
      t: texts(locale),
      fmt: linkFormat(locale, 'USD'),
    }),
    locale,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('approval page', () => {
  it('shows each timesheet with its days, hours and bill amount, and its decision or forms', async () => {
    const html = await screen('en', { outcome: { kind: 'done', decision: 'approve', count: 2 } });
    expect(missing).toEqual([]);
    const shown = text(html);
    for (const part of [
      'Timesheets for your approval',
      'Hello Casey Contact,',
      'Acme Staffing asks you to review',
      '2 timesheets were approved. Thank you!',
      'Dana Doe',
      'Forklift Operator · North Dock · Northwind',
      'Week of Mar 4, 2030 to Mar 10, 2030',
      'Mon, Mar 4',
      // Site times on the site's clock, labelled with its zone like the portal's (DESIGN §8 "One clock").
      '8:00 AM CST',
      '4:30 PM CST',
      '30 min',
      '8.00',
      'Total hours',
      '16.00',
      'Bill amount',
      '$416.00',
      'Regular 40.00 · Overtime 2.50',
      '$1,137.50',
      'Fay Fox has been clocked in since Wed, 8:02 AM CST',
      'Approved by Casey Contact on Mar 11, 2030',
      'Decided with the email link.',
      'Rejected by Casey Contact',
      'Reason: Friday was a holiday',
      'no longer awaiting approval',
      'This timesheet is no longer available to you.',
      'Approve all 2 awaiting approval',
      'until 18 March 2030',
      'Sign in to the portal',
    ])
      expect(shown, part).toContain(part);
    expect(shown).not.toMatch(/\bpay\b|margin/i);
    // Plain forms to the decide route: one approve and one reject per open timesheet, plus "approve all".
    expect(html.match(new RegExp(`action="${decidePath(TOKEN)}"`, 'g'))).toHaveLength(3 * 2 + 1);
    expect(html.match(/method="post"/g)).toHaveLength(7);
    expect(html).toContain('name="reason" required=""');
    // Approving Fay's week is refused while her punch is open; rejecting it is not.
    expect(html).toMatch(
      new RegExp(`value="${id(3)}"/><input type="hidden" name="decision" value="approve"/><button class="[^"]*" disabled="" type="submit"`),
    );
  });

  it('without the "Approve timesheets" switch it shows the timesheets and why there is nothing to press', async () => {
    const html = await screen('en', { canDecide: false });
    expect(html).not.toContain('<form');
    expect(text(html)).toContain('Your contact permission “Approve timesheets” is off');
  });

  it('puts a refusal about one timesheet on its card, with the reason field open after a reject without one', async () => {
    const html = await screen('en', { outcome: { kind: 'refused', code: 'reason_required', sheet: id(1) } });
    const card = html.slice(html.indexOf(`id="sheet-${id(1)}"`), html.indexOf(`id="sheet-${id(2)}"`));
    expect(card).toContain('role="alert"');
    expect(text(card)).toContain('Enter a reason to reject the timesheet; nothing was changed.');
    expect(card).toMatch(/<details[^>]* open=""/);
  });

  for (const locale of LOCALES) {
    it(`has every text in ${locale}, every refusal included`, async () => {
      await screen(locale, { outcome: { kind: 'done', decision: 'approve', count: 3 } });
      await screen(locale, { outcome: { kind: 'done', decision: 'reject', count: 1 }, canDecide: false });
      for (const code of LINK_REFUSALS) await screen(locale, { outcome: { kind: 'refused', code, sheet: null } });
      for (const kind of ['invalid', 'expired', 'revoked', 'rateLimited'] as const) {
        await render(h(ApprovalNotice, { kind, t: texts(locale), brand, loginPath: '/acme/login' }), locale);
        await render(h(ApprovalNotice, { kind, t: texts(locale) }), locale);
      }
      expect(missing).toEqual([]);
    });
  }
});

describe('approval page outcome in the address', () => {
  it('carries codes and ids only, and reads back only what outcomePath writes', () => {
    const done = outcomePath(TOKEN, { kind: 'done', decision: 'approve', count: 3 });
    expect(done).toBe(`/approve/${TOKEN}?done=approve&n=3`);
    expect(outcomeFrom(Object.fromEntries(new URL(done, 'http://x').searchParams))).toEqual({
      kind: 'done',
      decision: 'approve',
      count: 3,
    });
    const refused = outcomePath(TOKEN, { kind: 'refused', code: 'open_punch', sheet: id(1) });
    expect(outcomeFrom(Object.fromEntries(new URL(refused, 'http://x').searchParams))).toEqual({
      kind: 'refused',
      code: 'open_punch',
      sheet: id(1),
    });
    expect(outcomeFrom({ error: '<script>', sheet: id(1) })).toBeNull();
    expect(outcomeFrom({ error: 'forbidden', sheet: '"><img>' })).toEqual({ kind: 'refused', code: 'forbidden', sheet: null });
    expect(outcomeFrom({ done: 'approve', n: '-4' })).toEqual({ kind: 'done', decision: 'approve', count: 1 });
    expect(outcomeFrom({})).toBeNull();
  });
});
