import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeFormat } from '@/lib/browser/format';
import type { ShiftRating } from '@/lib/shift-ratings/schema';
import type { RatedTimecard } from '@/lib/timesheets/schema';
import { screenHarness } from '@/tests/support/render-screen';

// The timesheet view's daily cards with shift ratings (issue 10): stars on rated cards, and a Rate control
// on closed cards only while the tenant's switch is on. Rendered as the server does, in every locale.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const at = '2024-02-05T08:00:00.000Z';
const rating: ShiftRating = {
  _id: 'r1',
  timecard_id: 'c1',
  candidate_id: 'w1',
  location_id: 'l1',
  rating: 4,
  comment: 'Careful with the fragile pallets',
  rated_by: 'u1',
  rated_by_name: 'Casey Contact',
  created_at: at,
  updated_at: at,
};
const card = (id: string, day: number, closed: boolean, r: ShiftRating | null): RatedTimecard => {
  const clockIn = new Date(Date.parse(at) + day * 86_400_000);
  return {
    _id: id,
    timesheet_id: 't1',
    user_id: 'w1',
    worker_name: 'Ada Lovelace',
    location_id: 'l1',
    location_name: 'Dock 1',
    location_timezone: 'America/Chicago',
    company_name: 'Northwind',
    shift_id: null,
    position: 'Packer',
    clock_in: clockIn.toISOString(),
    clock_out: closed ? new Date(clockIn.getTime() + 8 * 3_600_000).toISOString() : null,
    break_minutes: 30,
    hours: closed ? 7.5 : null,
    source: 'kiosk',
    rating: r,
  };
};
const cards = [card('c1', 0, true, rating), card('c2', 1, true, null), card('c3', 2, false, null)];
const { render, missing } = screenHarness({ namespaces: ['timesheets'], fallback: {}, pathname: '/timesheets/view/t1' });

async function daily(canRate: boolean, list = cards, locale = 'en') {
  const { DailyTimecards } = await import('@/components/timesheets/view/daily-timecards');
  return render(h(DailyTimecards, { timesheetId: 't1', cards: list, canRate, fmt: makeFormat(locale, 'USD') }), locale);
}

describe('shift ratings on the timesheet view', () => {
  it('with the switch on: stars on the rated card, Change on it, Rate on the other closed card, nothing on the open one', async () => {
    const html = await daily(true);
    expect(html).toContain('Rated 4 of 5');
    expect(html).toContain('Careful with the fragile pallets');
    expect(html.match(/aria-label="Change the rating of the shift of [^"]+"/g)).toHaveLength(1);
    expect(html.match(/aria-label="Rate the shift of [^"]+"/g)).toHaveLength(1);
    expect(html.match(/>Not rated</g)).toHaveLength(2);
    expect(missing).toEqual([]);
  });

  it('with the switch off: the stars stay, no Rate or Change control', async () => {
    const html = await daily(false);
    expect(html).toContain('Rated 4 of 5');
    expect(html).not.toMatch(/aria-label="(Rate|Change)/);
    // Nothing ever rated and the switch off: no rating column at all.
    const plain = await daily(
      false,
      cards.map((c) => ({ ...c, rating: null })),
    );
    expect(plain).not.toContain('Not rated');
    expect(plain).not.toContain('>Rating<');
    expect(missing).toEqual([]);
  });

  it('has every text in the eight locales', async () => {
    for (const locale of ['ar', 'de', 'es', 'fr', 'it', 'ru', 'zh']) {
      const html = await daily(true, cards, locale);
      expect(html).not.toContain('Rated 4 of 5');
    }
    expect(missing).toEqual([]);
  });
});
