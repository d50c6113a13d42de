import { devices, expect, test, type APIRequestContext } from '@playwright/test';
import { MAILBOX_KEY, ownTenant, stateFile, visit } from './support';

const TENANT = ownTenant('e2e-approval-mail');

// Issue 11's journey: a recruiter submits a timesheet → the contact's mail carries a one-click approval
// link → opened on a phone, Approve → the timesheet is approved and the recruiter's bell says so; the
// link opened again shows the outcome instead of acting twice. On a tenant of its own: it changes
// the state of one of Casey Contact's timesheets, which other specs acting as her read.

test.use({ storageState: stateFile(TENANT, 'recruiter') });

const CONTACT = `contact@${TENANT}.test`;

type Mail = { id: number; subject: string; text: string };

async function newestMail(request: APIRequestContext, to: string): Promise<Mail | undefined> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}&limit=5`, { headers: { 'x-mailbox-key': MAILBOX_KEY } });
  return ((await res.json()) as { data: Mail[] }).data[0];
}

/** A pending timesheet at one of Casey's locations that can be submitted now (no open punch), submitted by the recruiter. */
async function submitOneOfHers(recruiter: APIRequestContext, contact: APIRequestContext): Promise<string> {
  const res = await contact.get('/api/main/client-portal/timesheets/v2?status=pending&per_page=20');
  const rows = ((await res.json()) as { data: { _id: string }[] }).data;
  for (const row of rows) {
    const done = await recruiter.post('/api/main/client-portal/timesheets/submit', { data: { timesheet_ids: [row._id] } });
    if (done.status() === 200) return row._id;
  }
  throw new Error('the demo data has no submittable pending timesheet at her locations');
}

test('a submitted timesheet is approved from the mail on a phone, the recruiter is told, and the link then shows the outcome', async ({
  page,
  browser,
  baseURL,
}) => {
  const contact = await browser.newContext({ baseURL, storageState: stateFile(TENANT, 'contact') });
  const before = await newestMail(page.request, CONTACT);
  const id = await submitOneOfHers(page.request, contact.request);
  await contact.close();

  // The dispatcher sends it within moments (the instance that committed wakes its worker), well before
  // the 15 s sweep would.
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        mail = await newestMail(page.request, CONTACT);
        return mail && mail.id !== before?.id && mail.subject === 'A timesheet awaits your approval' ? mail.id : null;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  const link = /Review and approve: (\S+\/approve\/[\w-]+)/.exec(mail!.text)?.[1];
  expect(link, mail!.text).toBeTruthy();

  // A phone: no session, a small screen, a mobile browser (the portal itself would show the mobile block).
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const mobile = await phone.newPage();
  await mobile.goto(new URL(link!).pathname);
  await expect(mobile.getByRole('heading', { name: 'Timesheets for your approval' })).toBeVisible();
  await expect(mobile.getByText('Awaiting your approval').first()).toBeVisible();
  await mobile
    .getByRole('button', { name: /^Approve the timesheet of / })
    .first()
    .click();
  await expect(mobile.getByText('The timesheet was approved. Thank you!')).toBeVisible();

  // The portal agrees, and the log says where the decision came from.
  const sheet = await page.request.get(`/api/main/client-portal/timesheets/v2/${id}`);
  expect(((await sheet.json()) as { data: { status: string } }).data.status).toBe('approved');

  // The recruiter who submitted it sees it on her bell.
  await visit(page, '/timesheets');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 40_000 });
  await bell.click();
  await expect(
    page
      .getByRole('menu')
      .or(page.getByRole('dialog'))
      .getByText(/approved the timesheet of/)
      .first(),
  ).toBeVisible();

  // The same link again: the outcome, no second decision.
  await mobile.goto(new URL(link!).pathname);
  await expect(mobile.getByText(/^Approved by .+ on .+\.$/).first()).toBeVisible();
  await expect(mobile.getByRole('button', { name: /^Approve the timesheet of / })).toHaveCount(0);
  await phone.close();
});
