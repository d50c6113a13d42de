import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fieldChangeSchema, newFieldSchema, textsOf as fieldTexts } from '@/components/admin/catalog/field-form-schema';
import { positionFormSchema, positionProblem } from '@/components/admin/catalog/position-form-schema';
import { branchForm, inviteForm } from '@/components/admin/users/form-schemas';
import { apiKey } from '@/lib/browser/typed-api';
import type { TenantPosition } from '@/lib/catalog/schema';
import { positionsRoutes } from '@/lib/contracts/routes/catalog';
import { LOCALES } from '@/lib/i18n/config';
import { readReminders } from '@/lib/settings/approval-reminders';
import { readPunchRules } from '@/lib/settings/punch-rules';
import { readRules } from '@/lib/settings/timesheet-rules';
import { screenHarness } from '@/tests/support/render-screen';

// The admin forms moved onto the form kit (issue 12): their schemas turn what the inputs hold into the API's
// bodies and refuse what the API would, and the settings tabs render what is saved, in every locale.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const ID = '11111111-1111-4111-8111-111111111111';
const failedPaths = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the position editor schema (POST /positions)', () => {
  it('reads rates as numbers (a comma is a decimal point), an empty rate as none', () => {
    expect(positionFormSchema.parse({ name: ' Forklift ', bill_rate: '24,50', pay_rate: '' })).toEqual({
      name: 'Forklift',
      bill_rate: 24.5,
      pay_rate: null,
    });
  });

  it('refuses what the API refuses, each on its field with its own message', () => {
    const bad = positionFormSchema.safeParse({ name: '', bill_rate: 'ten', pay_rate: '1.234' });
    expect(
      failedPaths(bad)
        .map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['bill_rate', 'name', 'pay_rate']);
    const above = positionFormSchema.safeParse({ name: 'Picker', bill_rate: '20', pay_rate: '21' });
    expect(failedPaths(above)).toEqual(['pay_rate: validation.payAboveBill']);
    expect(positionProblem('pay_rate', 'validation.payAboveBill')).toBe('payAboveBill');
    expect(positionProblem('bill_rate', 'bill_rate must be at most 10000')).toBe('rate');
    expect(positionProblem('name', 'name is required')).toBe('name');
  });
});

describe('the users dialogs schemas (the users API)', () => {
  it('sends "no region" and "no branch" as null, and a contact only with the Company Contact role', () => {
    expect(branchForm.parse({ name: 'North', address: '', phone: '', region_id: '' })).toMatchObject({ name: 'North', region_id: null });
    const staff = inviteForm.parse({
      role: 'recruiter',
      email: 'Ivy@Staff.test',
      username: 'Ivy',
      branch_id: '',
      sub_role_id: '',
      contact_id: ID,
    });
    expect(staff).toMatchObject({ email: 'ivy@staff.test', branch_id: null, sub_role_id: null, contact_id: undefined });
    const contact = inviteForm.safeParse({
      role: 'company_contact',
      email: 'c@x.test',
      username: 'C',
      branch_id: '',
      sub_role_id: '',
      contact_id: '',
    });
    expect(failedPaths(contact)).toEqual(['contact_id: validation.contactNeeded']);
  });
});

describe('the custom field dialog schemas (POST and PATCH /custom-fields)', () => {
  it('derives the key when blank and keeps options for a choice list only', () => {
    const created = newFieldSchema('candidate').parse({ ...fieldTexts(null), label: 'Shirt size', type: 'select', options: 'S\n\n M \nL' });
    expect(created).toMatchObject({ entity: 'candidate', label: 'Shirt size', key: undefined, options: ['S', 'M', 'L'] });
    expect(newFieldSchema('company').parse({ ...fieldTexts(null), label: 'Notes', options: 'stale' }).options).toEqual([]);
  });

  it('refuses a choice list without options when editing, as the service does', () => {
    const edited = fieldChangeSchema.safeParse({ ...fieldTexts(null), label: 'Size', type: 'select', options: ' ' });
    expect(failedPaths(edited)).toEqual(['options: validation.optionsNeeded']);
  });
});

const position = (over: Partial<TenantPosition>): TenantPosition => ({
  _id: ID,
  name: 'Forklift driver',
  bill_rate: 30,
  pay_rate: 20,
  archived_at: null,
  ...over,
});
const fallback: Record<string, unknown> = {
  [apiKey(positionsRoutes.list, { query: { archived: 'true' } })]: {
    data: [
      position({}),
      position({ _id: '22222222-2222-4222-8222-222222222222', name: 'Ada picker', bill_rate: null, pay_rate: null }),
      position({ _id: '33333333-3333-4333-8333-333333333333', name: 'Retired role', archived_at: '2026-01-01T00:00:00.000Z' }),
    ],
    meta: { totalItems: 3, total: 3 },
  },
};
const { render, missing } = screenHarness({
  namespaces: ['adminSettings', 'approvalReminders', 'catalog'],
  fallback,
  pathname: '/admin-settings/timesheets',
});

describe('admin settings forms render what is saved', () => {
  it.each(LOCALES)('the timesheet rules and reminders in %s', async (locale) => {
    const { TimesheetRulesTab } = await import('@/components/admin/tabs/timesheet-rules-tab');
    const rules = { ...readRules({}), overtime_daily_hours: 8, currency: 'EUR' };
    const html = await render(
      h(TimesheetRulesTab, {
        companyId: 'acme',
        rules,
        approvalLinkDays: 9,
        reminders: readReminders({}),
        punchRules: readPunchRules({ early_late_minutes: 20 }),
        timeZone: 'America/Chicago',
      }),
      locale,
    );
    expect(missing).toEqual([]);
    expect(html).toMatch(/name="overtime_daily_hours"[^>]*value="8"/);
    expect(html).toMatch(/name="currency"[^>]*value="EUR"/);
    expect(html).toMatch(/name="approval_link_days"[^>]*value="9"/);
    // The punch rules section (settings.punch_rules): the saved threshold, the others at their defaults.
    expect(html).toMatch(/name="early_late_minutes"[^>]*value="20"/);
    expect(html).toMatch(/name="long_shift_hours"[^>]*value="12"/);
    // Nothing changed yet: Save waits for a change, in each of the three forms (rules, reminders, punch rules).
    expect(html.match(/<button(?=[^>]*type="submit")(?=[^>]*disabled="")[^>]*>/g)).toHaveLength(3);
  });

  it('the shift switches and the embedding sites', async () => {
    const { ShiftTab } = await import('@/components/admin/tabs/shift-tab');
    const { ClientContactsPortalTab } = await import('@/components/admin/tabs/client-contacts-portal-tab');
    const shift = await render(
      h(ShiftTab, { companyId: 'acme', shift: { enabled: true, cancelCutoffHours: 24 }, rateShift: { enabled: false } }),
    );
    // Ticked in the server's HTML already, not only once the form runs.
    expect(shift).toMatch(/<input(?=[^>]*name="shift")(?=[^>]*checked="")[^>]*>/);
    expect(shift).not.toMatch(/<input(?=[^>]*name="rate")(?=[^>]*checked="")[^>]*>/);
    expect(shift).toMatch(/name="cancel_cutoff_hours"[^>]*value="24"/);
    const portal = await render(
      h(ClientContactsPortalTab, {
        companyId: 'acme',
        clientContactsPortal: { enabled: true },
        orders: { show_orders_to_client: false },
        iframeOrigins: ['https://a.example', 'https://b.example'],
      }),
    );
    expect(portal).toMatch(/<textarea[^>]*name="iframe_origins"[^>]*>https:\/\/a\.example\nhttps:\/\/b\.example<\/textarea>/);
  });

  it('the positions as a sortable table, archived ones behind their button', async () => {
    const { PositionsSection } = await import('@/components/admin/catalog/positions-section');
    const { useFormat } = await import('@/lib/browser/format');
    function Positions() {
      return h(PositionsSection, { fmt: useFormat('USD') });
    }
    const html = await render(h(Positions));
    expect(missing).toEqual([]);
    // Sorted by name on the client: Ada before Forklift.
    expect(html.indexOf('Ada picker')).toBeLessThan(html.indexOf('Forklift driver'));
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*>.*?Name/);
    expect(html).toContain('$30.00');
    expect(html).not.toContain('Retired role');
    expect(html).toContain('Show archived (1)');
  });
});
