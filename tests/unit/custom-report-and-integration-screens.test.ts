import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiKey } from '@/lib/browser/typed-api';
import { customReportsRoutes } from '@/lib/contracts/routes/custom-reports';
import { integrationsRoutes } from '@/lib/contracts/routes/integrations';
import { SOURCES } from '@/lib/custom-reports/sources';
import type { CustomReport, SourcesPayload } from '@/lib/custom-reports/schema';
import type { PaychexView } from '@/lib/integrations/types';
import type { EvereeView } from '@/lib/integrations/schema';
import { DEFAULT_PAYCHEX_LAYOUT } from '@/lib/timesheets/export/paychex-columns';
import { screenHarness } from '@/tests/support/render-screen';

// The admin tabs rendered the way the server renders them, with data in SWR's cache: a crash or a
// missing translation key fails here instead of in front of an admin.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const ID = '11111111-1111-4111-8111-111111111111';
const at = '2026-02-03T12:00:00.000Z';
const report: CustomReport = {
  _id: ID,
  name: 'Approved hours',
  source: 'timesheets',
  fields: ['worker_name', 'week_start', 'total_hours', 'bill_total', 'locked', 'status'],
  filters: { status: 'approved' },
  created_by: null,
  created_at: at,
  updated_at: at,
};
const payload: SourcesPayload = {
  sources: Object.values(SOURCES),
  statuses: { candidate: [{ _id: 's1', name: 'Active' }], application: [{ _id: 'a1', name: 'New' }] },
  companies: [{ _id: 'co1', name: 'Northwind Logistics' }],
  locations: [{ _id: 'l1', name: 'Dock 1', company_id: 'co1', company_name: 'Northwind Logistics' }],
};
const everee: EvereeView = {
  configured: true,
  enabled: true,
  tenant_id: '12345',
  base_url: 'https://api-prod.everee.com',
  secret_hint: '••••9876',
  last_sync_at: at,
  last_sync_result: { sync_type: 'all', total: 50, sent: 49, failed: 1, error: 'HTTP 422: invalid email' },
  updated_at: at,
};
const paychex: PaychexView = { ...DEFAULT_PAYCHEX_LAYOUT, configured: false, company_code: 'ACME', updated_at: null };
const fallback: Record<string, unknown> = {
  [apiKey(customReportsRoutes.list, {})]: { data: [report], meta: { totalItems: 1, total: 1 } },
  [apiKey(customReportsRoutes.sources, {})]: { data: payload },
  [apiKey(customReportsRoutes.run, { params: { id: ID }, query: { page: 1, per_page: 25 } })]: {
    data: [
      { worker_name: 'Ada Lovelace', week_start: '2026-01-05', total_hours: 41.5, bill_total: 1118.75, locked: true, status: 'approved' },
    ],
    meta: { totalItems: 61, total: 61, page: 1, per_page: 25 },
  },
  [apiKey(integrationsRoutes.everee, {})]: { data: everee },
  [apiKey(integrationsRoutes.paychex, {})]: { data: paychex },
};

const { render, missing } = screenHarness({
  namespaces: ['customReports', 'integrations'],
  fallback,
  pathname: '/admin-settings/custom-reports',
});

describe('reports admin tabs render', () => {
  it('the reports hub: standard reports and the saved ones with Run and Export', async () => {
    const { ReportsTab } = await import('@/components/admin/reports/reports-tab');
    const html = await render(h(ReportsTab));
    expect(missing).toEqual([]);
    for (const text of [
      'Activity report',
      'href="/activity-report"',
      'href="/whos-working?history=true"',
      'Approved hours',
      `report=${ID}&amp;view=run`,
      'Export CSV',
    ])
      expect(html).toContain(text);
  });

  it('the custom reports list', async () => {
    const { CustomReportsTab } = await import('@/components/admin/reports/custom-reports-tab');
    const html = await render(h(CustomReportsTab));
    expect(missing).toEqual([]);
    expect(html).toContain('Approved hours');
    expect(html).toContain('6 columns');
  });

  it('the builder of a saved report, in run view, with formatted cells', async () => {
    const { default: ReportBuilder } = await import('@/components/admin/reports/report-builder');
    const html = await render(
      h(ReportBuilder, { report, payload, startInRun: true, onClose: () => {}, onSaved: () => {}, onDeleted: () => {} }),
    );
    expect(missing).toEqual([]);
    for (const text of [
      'Edit “Approved hours”',
      'Week start from',
      // The location filter is the kit's select: its trigger says the choice, its options render when opened.
      'All locations',
      'Ada Lovelace',
      'Jan 5, 2026',
      '1,118.75',
      '41.5',
      'Yes',
      'Approved',
      '61 rows',
      'Move Worker up',
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it('a new report starts from the source defaults', async () => {
    const { default: ReportBuilder } = await import('@/components/admin/reports/report-builder');
    const html = await render(h(ReportBuilder, { payload, onClose: () => {}, onSaved: () => {}, onDeleted: () => {} }));
    expect(missing).toEqual([]);
    expect(html).toContain('New report');
    // One sortable row (its dnd-kit drag handle) per default field.
    expect(html.match(/aria-roledescription="sortable"/g)).toHaveLength(SOURCES.timesheets.defaultFields.length);
  });
});

describe('integrations tab renders', () => {
  it('Everee and Paychex cards, without the key', async () => {
    const { default: IntegrationCards } = await import('@/components/admin/integrations/integration-cards');
    const html = await render(h(IntegrationCards));
    expect(missing).toEqual([]);
    for (const text of [
      'Connected',
      '••••9876',
      'HTTP 422: invalid email',
      'Sync now',
      'Not configured',
      'No layout saved yet',
      'Company ID,Worker ID,Worker Name',
    ]) {
      expect(html, text).toContain(text);
    }
  });
});
