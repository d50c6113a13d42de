import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownTenant, stateFile, visit } from './support';

const TENANT = ownTenant('e2e-fulfilment');

// Issue 14's loop, as its users do it: a client contact requests a shift, a recruiter publishes it and
// assigns two workers, both clock in through the work-app (one outside the site's geofence), the live board
// shows them with the exception, and the contact sees it on the timesheet and acknowledges it while approving.
// Exclusive: it sets a geofence on one of the contact's locations (and puts it back).

type Location = { _id: string; name: string; timezone: string };
type Fence = { latitude: number | null; longitude: number | null; geofence_radius_m: number };

const SITE = { latitude: 40.7128, longitude: -74.006 };
// About 1.1 km north of the site: outside a 150 m fence.
const FAR = { latitude: 40.7228, longitude: -74.006 };

/** The wall-clock date (YYYY-MM-DD) and time (HH:mm) of an instant at a time zone. */
function wallClock(at: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function newWorker(api: APIRequestContext, first: string, last: string) {
  const made = await json<{ data: { _id: string } }>(
    await api.post('/api/candidates/candidates', {
      data: { first_name: first, last_name: last, email: `${first}.${last}@fill.example.test`.toLowerCase() },
    }),
  );
  return { id: made.data._id, name: `${first} ${last}` };
}

async function openShift(page: Page, week: string, position: string) {
  await visit(page, `/jobs?week=${week}&q=${encodeURIComponent(position)}&view=agenda`);
  const card = page.getByTestId('shift-card').filter({ hasText: position });
  await expect(card).toHaveCount(1);
  await card.click();
  return page.getByRole('dialog', { name: 'Shift details' });
}

test('a requested shift is published, staffed, worked and approved with its punch exception acknowledged', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const position = `Picker ${stamp}`;
  const admin = await request.newContext({ baseURL, storageState: stateFile(TENANT, 'admin') });
  const contactApi = await request.newContext({ baseURL, storageState: stateFile(TENANT, 'contact') });
  const site = (await json<{ data: Location[] }>(await contactApi.get('/api/on-demand/locations'))).data[0]!;
  const before = (await json<{ data: Fence }>(await admin.get(`/api/on-demand/locations/${site._id}`))).data;
  await json(await admin.put(`/api/on-demand/locations/${site._id}`, { data: { ...SITE, geofence_radius_m: 150 } }));
  const [near, far] = [await newWorker(admin, `Fill${stamp}`, 'Near'), await newWorker(admin, `Fill${stamp}`, 'Far')];

  // The request names one of the agency's positions (issue 22, item 12): the admin adds it first.
  await json(await admin.post('/api/main/positions', { data: { name: position } }));

  try {
    // 1. The contact requests a shift starting in about ten minutes, for two workers.
    const start = wallClock(new Date(Date.now() + 10 * 60_000), site.timezone);
    const end = wallClock(new Date(Date.now() + 190 * 60_000), site.timezone);
    const contact = await (await browser.newContext({ baseURL, storageState: stateFile(TENANT, 'contact') })).newPage();
    await visit(contact, `/jobs?week=${start.day}`);
    await contact.getByRole('button', { name: /^Request a/ }).click();
    const ask = contact.getByRole('dialog');
    await ask.getByRole('combobox', { name: 'Location' }).click();
    await contact.getByRole('option', { name: new RegExp(`^${site.name}`) }).click();
    await ask.getByRole('combobox', { name: 'Position' }).click();
    await contact.getByRole('option', { name: position }).click();
    await ask.getByLabel('Date').fill(start.day);
    await ask.getByLabel('Workers needed').fill('2');
    await ask.getByLabel('Start time').fill(start.time);
    await ask.getByLabel('End time').fill(end.time);
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(contact.getByText('Shift request sent', { exact: true })).toBeVisible();

    // 2. A recruiter publishes it and assigns both workers.
    const recruiter = await (await browser.newContext({ baseURL, storageState: stateFile(TENANT, 'recruiter') })).newPage();
    const details = await openShift(recruiter, start.day, position);
    await details.getByRole('button', { name: 'Publish' }).click();
    for (const worker of [near, far]) {
      const search = details.getByRole('combobox', { name: 'Assign a worker' });
      await search.fill(worker.name);
      await recruiter.getByRole('option', { name: new RegExp(worker.name) }).click();
      await expect(details.getByText(worker.name)).toBeVisible();
    }
    await expect(details.getByText(/2 of 2 filled/)).toBeVisible();

    // 3. Both clock in through the work-app, one of them outside the fence.
    const shifts = await json<{ data: { _id: string; position: string; filled: number }[] }>(
      await admin.get(`/api/on-demand/shifts/v2?startDate=${start.day}&endDate=${start.day}&search=${encodeURIComponent(position)}`),
    );
    expect(shifts.data).toHaveLength(1);
    expect(shifts.data[0]!.filled).toBe(2);
    const cards: Record<string, { _id: string; timesheet_id: string }> = {};
    for (const [worker, at] of [
      [near, SITE],
      [far, FAR],
    ] as const) {
      const punched = await json<{ data: { _id: string; timesheet_id: string } }>(
        await admin.post('/api/work-app/v2/app/timerecord/timecard', {
          data: { user_id: worker.id, location_id: site._id, source: 'mobile', ...at },
        }),
      );
      cards[worker.id] = punched.data;
    }

    // 4. The live board shows both, the far one with the exception.
    await visit(contact, '/whos-working');
    const row = (name: string) => contact.getByTestId('worker-row').filter({ hasText: name });
    await expect(row(near.name)).toBeVisible();
    await expect(row(far.name)).toBeVisible();
    await expect(row(far.name).getByText('Outside geofence')).toBeVisible();
    await expect(row(near.name).getByText('Outside geofence')).toHaveCount(0);

    // 5. They clock out; the agency submits the far worker's week.
    for (const worker of [near, far]) {
      await json(
        await admin.put('/api/work-app/v2/app/timerecord/timesheet', { data: { timecard_id: cards[worker.id]!._id, break_minutes: 0 } }),
      );
    }
    const sheet = cards[far.id]!.timesheet_id;
    await json(await admin.post('/api/main/client-portal/timesheets/submit', { data: { timesheet_ids: [sheet] } }));

    // 6. The contact sees the exception on the timesheet and acknowledges it while approving.
    await visit(contact, `/timesheets/view/${sheet}`);
    await expect(contact.getByText(/Outside geofence/).first()).toBeVisible();
    await contact.getByRole('button', { name: 'Approve', exact: true }).click();
    await contact.getByRole('dialog', { name: 'Approve this timesheet?' }).getByRole('button', { name: 'Approve', exact: true }).click();
    const review = contact.getByRole('dialog', { name: 'Review exceptions' });
    const confirm = review.getByRole('button', { name: 'Acknowledge and approve' });
    await expect(confirm).toBeDisabled();
    await review.getByRole('checkbox', { name: /Outside geofence/ }).check();
    await confirm.click();
    await expect(contact.getByTestId('timesheet-status')).toHaveText('Approved');
  } finally {
    await admin.put(`/api/on-demand/locations/${site._id}`, {
      data: { latitude: before.latitude, longitude: before.longitude, geofence_radius_m: before.geofence_radius_m },
    });
    await admin.dispose();
    await contactApi.dispose();
  }
});
