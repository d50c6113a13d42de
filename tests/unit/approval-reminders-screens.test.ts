import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BackupApprovers } from '@/lib/approval-reminders/backup';
import type { LateApproval } from '@/lib/approval-reminders/queries';
import { apiKey } from '@/lib/browser/typed-api';
import { approvalRemindersRoutes } from '@/lib/contracts/routes/approval-reminders';
import { companiesRoutes } from '@/lib/contracts/routes/companies';
import { DEFAULT_REMINDERS } from '@/lib/settings/approval-reminders';
import { screenHarness } from '@/tests/support/render-screen';

// Issue 11's screens: the reminder settings on the Timesheets rules tab, the backup approver selects of
// the company and location screens, and the agency's Late approvals list. Rendered as the server does,
// in every locale, with no missing text.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const late = (id: string, approvers: string[], reminded: string | null): LateApproval => ({
  _id: id,
  week_start: '2030-02-25',
  worker: `Ada ${id}`,
  location: { _id: 'l1', name: 'North Dock' },
  company: { _id: 'c1', name: 'Northwind' },
  due_date: '2030-03-10',
  days_late: 3,
  approvers,
  last_reminded_at: reminded,
  backup_approver: approvers.length ? 'Bea Backup' : null,
});
const backups: BackupApprovers = {
  company: 'u2',
  locations: [
    { _id: 'l1', name: 'North Dock', backup_approver_id: null },
    { _id: 'l2', name: 'South Dock', backup_approver_id: 'u1' },
  ],
  options: [
    { _id: 'u1', name: 'Casey Contact', email: 'casey@northwind.test' },
    { _id: 'u2', name: 'Bea Backup', email: 'bea@northwind.test' },
  ],
};
const fallback: Record<string, unknown> = {
  [apiKey(approvalRemindersRoutes.late, { query: { page: 1, per_page: 10 } })]: {
    data: [late('t1', ['Casey Contact', 'Dan Approver'], '2030-03-12T09:30:00.000Z'), late('t2', [], null)],
    meta: { totalItems: 2 },
  },
  [apiKey(companiesRoutes.backupApprover, { params: { id: 'c1' } })]: { data: backups },
};
const { render, missing } = screenHarness({ namespaces: ['approvalReminders', 'adminSettings'], fallback, pathname: '/timesheets' });

async function screens(locale = 'en') {
  const [{ default: LateApprovals }, { CompanyBackupApprover, LocationBackupApprover }, { RemindersForm }] = await Promise.all([
    import('@/components/approval-reminders/late-approvals'),
    import('@/components/approval-reminders/backup-approver'),
    import('@/components/admin/tabs/reminders-form'),
  ]);
  return render(
    h(
      'div',
      null,
      h(LateApprovals),
      h(CompanyBackupApprover, { companyId: 'c1' }),
      h(LocationBackupApprover, { companyId: 'c1', locationId: 'l2', name: 'South Dock' }),
      h(LocationBackupApprover, { companyId: 'c1', locationId: 'l1', name: 'North Dock' }),
      h(RemindersForm, {
        companyId: 'acme',
        reminders: { ...DEFAULT_REMINDERS, escalate_after_hours: 72, digest_weekday: 'friday' },
        timeZone: 'Asia/Kolkata',
      }),
    ),
    locale,
  );
}

describe('approval reminder screens', () => {
  it('list the late approvals with their approvers, last reminder and a Remind now per row', async () => {
    const html = await screens();
    expect(html).toContain('Late approvals');
    expect(html).toContain('Casey Contact, Dan Approver');
    expect(html).toContain('Nobody');
    expect(html).toContain('Never');
    expect(html.match(/aria-label="Remind the approvers of Ada t\d&#x27;s timesheet now"/g)).toHaveLength(2);
    expect(html).toContain('Mar 10, 2030');
    expect(missing).toEqual([]);
  });

  it("select the backups: the company's chosen, the location's own, blank meaning the company's", async () => {
    const html = await screens();
    // The kit's select shows its choice on the trigger (the listbox loads on first use).
    const trigger = (label: string) =>
      new RegExp(`role="combobox"[^>]*aria-label="${label}"[^>]*><span[^>]*>([^<]*)</span>`).exec(html)?.[1];
    expect(trigger('Backup approver')).toBe('Bea Backup (bea@northwind.test)');
    expect(trigger('Backup approver of South Dock')).toBe('Casey Contact (casey@northwind.test)');
    expect(trigger('Backup approver of North Dock')).toBe('The company&#x27;s backup approver');
  });

  it('show the reminder settings as saved', async () => {
    const html = await screens();
    expect(html).toContain('Approval reminders');
    expect(html).toMatch(/name="escalate_after_hours"[^>]*value="72"/);
    expect(html).toMatch(/name="due_soon_hours"[^>]*value="24"/);
    // The digest goes on a weekday of the tenant's clock, and says whose (it said "(UTC)" before).
    expect(html).toContain('on this day (Asia/Kolkata)');
    expect(html).not.toContain('(UTC)');
  });

  it('have every text in the eight locales', async () => {
    for (const locale of ['ar', 'de', 'es', 'fr', 'it', 'ru', 'zh']) {
      const html = await screens(locale);
      expect(html).not.toContain('Late approvals');
      expect(html).not.toContain('Remind now');
    }
    expect(missing).toEqual([]);
  });
});
