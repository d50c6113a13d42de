import { expect, test } from '@playwright/test';
import pg from 'pg';
import { checkPage, expectNoSeriousViolations, stateFile, visit } from './support';

/**
 * The notification centre in a real browser (issue 11): the bell's count, its keyboard-usable list
 * with deep links, the full page with its Unread filter, Mark all as read, and the reader's own
 * preferences. Rows are written straight into `notifications`, as notify() writes them.
 */

const EMAIL = 'recruiter@globex.test';
let client: pg.Client;
let userId = '';

async function insert(event: string, payload: Record<string, unknown>, link: string | null, minutesAgo: number) {
  await client.query(
    `insert into notifications (tenant_id, user_id, event, idempotency_key, payload, link, created_at)
     select tenant_id, id, $2, $3, $4::jsonb, $5, now() - make_interval(mins => $6) from users where id = $1`,
    [userId, event, `e2e-${event}-${minutesAgo}`, JSON.stringify(payload), link, minutesAgo],
  );
}

test.describe('the notification centre', () => {
  test.use({ storageState: stateFile('globex', 'recruiter') });

  test.beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    userId = (await client.query<{ id: string }>('select id from users where email = $1', [EMAIL])).rows[0]!.id;
    await client.query('delete from notifications where user_id = $1', [userId]);
    await client.query('delete from notification_opt_outs where user_id = $1', [userId]);
    await insert('application_received', { candidate: 'Ada Lovelace', job: 'Forklift driver' }, '/applications', 30);
    await insert(
      'timesheet_approved',
      { worker: 'Grace Hopper', location: 'Dock 1', week_start: '2024-02-05', by: 'Casey Contact' },
      '/timesheets',
      5,
    );
    await insert('ticket_replied', { subject: 'Invoice question' }, null, 1);
  });

  test.afterAll(async () => {
    await client.query('delete from notifications where user_id = $1', [userId]);
    await client.query('delete from notification_opt_outs where user_id = $1', [userId]);
    await client.end();
  });

  test('the bell counts, opens from the keyboard, and a notification opens its page and is read', async ({ page }) => {
    await visit(page, '/timecards');
    const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toBeVisible();
    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /Casey Contact approved the timesheet of Grace Hopper/ })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(3 + 2);
    await expectNoSeriousViolations(page);
    // Arrow keys move through the list (newest first); Enter opens the highlighted one.
    const target = menu.getByRole('menuitem', { name: /approved the timesheet/ });
    for (let i = 0; i < 4 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/timesheets$/);
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  test("the full page filters unread, marks all read, and saves the reader's preferences", async ({ page }) => {
    await checkPage(page, '/notifications');
    await expect(page.getByText('Ada Lovelace applied for Forklift driver')).toBeVisible();
    await page.getByRole('tab', { name: 'Unread' }).click();
    await expect(page).toHaveURL(/show=unread/);
    const unread = Number(
      (await client.query<{ n: string }>('select count(*) as n from notifications where user_id = $1 and read_at is null', [userId]))
        .rows[0]!.n,
    );
    expect(unread).toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: /Notifications, page 1/ }).getByRole('listitem')).toHaveCount(unread);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('All caught up')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();

    const cell = page.getByRole('checkbox', { name: 'Email for Timesheet approved', exact: true });
    await expect(cell).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Push for Timesheet approved: turned off by your company' })).toBeDisabled();
    await cell.uncheck();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByText('Your notification choices are saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Email for Timesheet approved', exact: true })).not.toBeChecked();
    await expectNoSeriousViolations(page);
  });
});
