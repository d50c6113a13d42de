import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Filters } from '@/components/timesheets/list/filters';
import type { BaseFilter } from '@/components/timesheets/url-state';
import { LOCALES } from '@/lib/i18n/config';
import { weekPresets } from '@/lib/timesheets/week-presets';
import { screenHarness } from '@/tests/support/render-screen';

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const presets = weekPresets('America/New_York', 'monday', Date.parse('2026-12-07T00:30:00Z'));
const base: BaseFilter = { location: 'all', from: '', to: '', q: '', page: 1, perPage: 25 };
const { render, missing } = screenHarness({
  namespaces: ['timesheets'],
  fallback: { '/api/on-demand/locations': { data: [], meta: { totalItems: 0 } } },
});
const filters = (from: string, to: string) =>
  h(Filters, { filter: { ...base, from, to }, onChange: () => {}, searchPlaceholder: 'Worker', presets });

describe('the date filter offers this week and last week', () => {
  it('marks the preset the filter holds as pressed', async () => {
    const html = await render(filters(presets.last_week.from, presets.last_week.to));
    expect(html).toMatch(/aria-pressed="false"[^>]*>This week</);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Last week</);
    expect(presets.last_week).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it("shows no preset without the server's weeks, and every text in every locale", async () => {
    expect(await render(h(Filters, { filter: base, onChange: () => {}, searchPlaceholder: 'Worker' }))).not.toContain('This week');
    for (const locale of LOCALES) await render(filters('', ''), locale);
    expect(missing).toEqual([]);
  });
});
