import { beforeAll, describe, expect, it } from 'vitest';
import * as toggle from '@/app/api/main/client-portal/timesheets/v2/invoice/toggle/route';
import { call, json } from './helpers';
import { contactLocationIds, logsOf, makeTimesheet, sheetById, signInAs, tenantBySlug } from './time-helpers';

let admin = '';
let acmeId = '';
let myLoc = '';

beforeAll(async () => {
  admin = await signInAs('admin@acme.test');
  acmeId = (await tenantBySlug('acme')).id;
  myLoc = (await contactLocationIds('acme'))[0]!;
});

const approved = (flags: { invoicedClient?: boolean; invoicedVendor?: boolean }) =>
  makeTimesheet({ tenantId: acmeId, locationId: myLoc, status: 'approved', ...flags });

// The toggle updates rows given the same change together (lib/timesheets/service.ts): each row must still
// get its own flag flipped, whichever group it falls in, and only the flag of the type asked.
describe('PUT v2/invoice/toggle over many timesheets with mixed flags', () => {
  it('flips each one from its own value, leaves the other type alone, and logs each once', async () => {
    const sheets = [
      await approved({ invoicedClient: true }),
      await approved({ invoicedClient: false, invoicedVendor: true }),
      await approved({ invoicedClient: true, invoicedVendor: true }),
      await approved({}),
      await approved({}),
    ];
    const before = await Promise.all(sheets.map((s) => sheetById(s.id)));
    const res = await call(toggle.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/invoice/toggle', {
      token: admin,
      body: { type: 'client', timesheet_ids: sheets.map((s) => s.id) },
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: { count: number } }>(res)).data.count).toBe(5);
    const after = await Promise.all(sheets.map((s) => sheetById(s.id)));
    expect(after.map((s) => s.invoicedClient)).toEqual(before.map((s) => !s.invoicedClient));
    expect(after.map((s) => s.invoicedVendor)).toEqual(before.map((s) => s.invoicedVendor));
    expect(after.map((s) => s.status)).toEqual(['approved', 'approved', 'approved', 'approved', 'approved']);
    // One update time for the whole action, later than each row's.
    expect(new Set(after.map((s) => s.updatedAt.getTime())).size).toBe(1);
    after.forEach((s, i) => expect(s.updatedAt.getTime()).toBeGreaterThanOrEqual(before[i]!.updatedAt.getTime()));
    for (const s of sheets) expect((await logsOf(s.id)).map((l) => l.action)).toEqual(['invoice_toggle']);
  });
});
