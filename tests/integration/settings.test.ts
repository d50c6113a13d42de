import { beforeAll, describe, expect, it } from 'vitest';
import * as maintenance from '@/app/api/main/client-portal/[company_id]/maintenance-mode/route';
import * as settings from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as logo from '@/app/api/main/client-portal/[company_id]/settings/logo/route';
import * as publicSettings from '@/app/api/main/client-portal/[company_id]/settings/public/route';
import { call, expectError, json, PNG_1X1, signIn } from './helpers';
import { ownTenant } from './own-tenant';
// A save that changes the timesheet rules queues their job (lib/settings/timesheet-rules-job.ts); timesheets register it.
import '@/lib/timesheets/jobs';

type SettingsBody = {
  data: Record<string, unknown> & {
    primary_color: string;
    secondary_color: string;
    logo: string | null;
    orders: { show_orders_to_client: boolean };
    integrations: Record<string, unknown>;
  };
};

let admin = '';
let recruiter = '';
let contact = '';
let globexAdmin = '';

beforeAll(async () => {
  [admin, recruiter, contact, globexAdmin] = await Promise.all([
    signIn('admin@acme.test'),
    signIn('recruiter@acme.test'),
    signIn('contact@acme.test'),
    signIn('admin@globex.test'),
  ]);
});

const path = (c: string) => `/api/main/client-portal/${c}/settings`;
const get = (token: string | undefined, company = 'acme') =>
  call(settings.GET, 'GET', path(company), { token, params: { company_id: company } });
const put = (token: string, form: FormData, company = 'acme') =>
  call(settings.PUT, 'PUT', path(company), { token, form, params: { company_id: company } });

function form(parts: Record<string, unknown>, files: Record<string, File> = {}) {
  const f = new FormData();
  for (const [k, v] of Object.entries(parts)) f.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const [k, v] of Object.entries(files)) f.set(k, v);
  return f;
}

describe('GET /client-portal/{company_id}/settings', () => {
  it("returns the tenant's settings with the SPEC §3 keys", async () => {
    const res = await get(contact);
    expect(res.status).toBe(200);
    const { data } = await json<SettingsBody>(res);
    for (const key of [
      'primary_color',
      'secondary_color',
      'logo',
      'favicon',
      'mobile_app',
      'find_candidates',
      'shift',
      'timesheets',
      'placements',
      'orders',
      'whos_working',
      'integrations',
      'clientContactsPortal',
      'dashboard_labels',
      'rateShift',
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data.primary_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("answers 404 for another company's id and 401 without a session", async () => {
    await expectError(await get(admin, 'globex'), 404, 'not_found');
    await expectError(await get(undefined), 401, 'unauthorized_access');
  });

  it('hides integrations from non-admins', async () => {
    await put(admin, form({ integrations: { everee: { tenant: 'acme-payroll' } } }));
    expect((await json<SettingsBody>(await get(admin))).data.integrations).toEqual({ everee: { tenant: 'acme-payroll' } });
    expect((await json<SettingsBody>(await get(recruiter))).data.integrations).toEqual({});
  });
});

describe('PUT /client-portal/{company_id}/settings', () => {
  it('saves colours and JSON parts, and the next read sees them at once', async () => {
    const res = await put(
      admin,
      form({ primary: { primary_color: '#123456', secondary_color: '#fafafa' }, orders: { show_orders_to_client: false } }),
    );
    expect(res.status).toBe(200);
    const { data } = await json<SettingsBody>(await get(contact));
    expect(data.primary_color).toBe('#123456');
    expect(data.secondary_color).toBe('#fafafa');
    expect(data.orders.show_orders_to_client).toBe(false);
    await put(admin, form({ orders: { show_orders_to_client: true } }));
    expect((await json<SettingsBody>(await get(contact))).data.orders.show_orders_to_client).toBe(true);
  });

  it('refuses recruiters and contacts with 403', async () => {
    await expectError(await put(recruiter, form({ primary: { primary_color: '#000000' } })), 403, 'forbidden');
    await expectError(await put(contact, form({ primary: { primary_color: '#000000' } })), 403, 'forbidden');
  });

  it("cannot change another tenant's settings", async () => {
    await expectError(await put(admin, form({ primary: { primary_color: '#000000' } }), 'globex'), 404);
    const { data } = await json<SettingsBody>(await get(globexAdmin, 'globex'));
    expect(data.primary_color).not.toBe('#000000');
  });

  it('saves the timesheet rules, the embedding sites and the mobile journey of the admin tabs', async () => {
    // Week start and rounding change every acme timesheet the files beside this one make: a tenant of its own.
    const { slug } = await ownTenant('settings-rules', 'Settings Rules Staffing');
    const admin = await signIn(`admin@${slug}.test`, slug);
    const rules = {
      week_start: 'sunday',
      rounding_minutes: 15,
      overtime_weekly_hours: 40,
      overtime_daily_hours: null,
      approval_deadline_days: 5,
      auto_lock_days: 14,
      currency: 'USD',
    };
    const res = await put(
      admin,
      form({
        timesheets: rules,
        placements: { iframe_origins: ['https://jobs.acme.example'] },
        primary: {
          mobile_app: { new_user_journey: { keywords: ['forklift'], custom_cta: { label: 'Apply', url: 'https://acme.example/apply' } } },
        },
      }),
      slug,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = await json<{ data: { timesheets: unknown; placements: unknown; mobile_app: unknown } }>(await get(admin, slug));
    expect(data.timesheets).toMatchObject(rules);
    expect(data.placements).toMatchObject({ iframe_origins: ['https://jobs.acme.example'] });
    expect(data.mobile_app).toMatchObject({ new_user_journey: { keywords: ['forklift'] } });
  });

  it('rejects bad input with 400 and a message', async () => {
    const bad = [
      form({ primary: { primary_color: 'red' } }),
      form({ primary: '{not json' }),
      form({ surprise: 'x' }),
      form({ orders: { show_orders_to_client: 'yes' } }),
      // Admin tab rules are checked by the server too, not only by the forms.
      form({ timesheets: { week_start: 'friday' } }),
      form({ timesheets: { overtime_weekly_hours: 500 } }),
      form({ timesheets: { approval_deadline_days: 2.5 } }),
      form({ placements: { iframe_origins: ['http://plain.example'] } }),
      form({ primary: { mobile_app: { new_user_journey: { custom_cta: { label: 'Apply', url: 'http://insecure.example' } } } } }),
      form({ primary: { mobile_app: { new_user_journey: { keywords: ['x'.repeat(41)] } } } }),
    ];
    for (const f of bad) await expectError(await put(admin, f), 400, 'bad_request');
    const notMultipart = await call(settings.PUT, 'PUT', path('acme'), {
      token: admin,
      body: { primary: {} },
      params: { company_id: 'acme' },
    });
    await expectError(notMultipart, 400);
  });

  it('refuses embedding sites on loopback, private or link-local addresses or internal names, naming the site', async () => {
    await put(admin, form({ placements: { iframe_origins: ['https://jobs.acme.example'] } }));
    for (const origin of [
      'https://127.0.0.1',
      'https://2130706433',
      'https://10.0.0.5:8443',
      'https://169.254.169.254',
      'https://192.168.1.1',
      'https://localhost:3000',
      'https://portal.internal',
      'https://kiosk.local',
      'https://intranet',
    ]) {
      const err = await expectError(
        await put(admin, form({ placements: { iframe_origins: ['https://jobs.acme.example', origin] } })),
        400,
        'bad_request',
      );
      expect(err.message, origin).toContain(`iframe_origins: "${origin}" must be a public internet address`);
    }
    const { data } = await json<SettingsBody>(await get(admin));
    expect(data.placements).toMatchObject({ iframe_origins: ['https://jobs.acme.example'] });
    await put(admin, form({ placements: { iframe_origins: [] } }));
  });

  it('stores a PNG logo and serves it with its real type, nosniff and no scripting', async () => {
    const res = await put(admin, form({}, { logo: new File([PNG_1X1], 'brand logo.png', { type: 'image/png' }) }));
    expect(res.status).toBe(200);
    const { data } = await json<SettingsBody>(await get(contact));
    expect(data.logo).toMatch(/^\/api\/main\/client-portal\/acme\/settings\/logo\?v=/);
    const served = await call(logo.GET, 'GET', data.logo!, { params: { company_id: 'acme' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="brand-logo.png"');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1X1);
  });

  it('rejects a script disguised as an image, an SVG and an oversized file', async () => {
    const script = new File(['<script>alert(1)</script>'], 'logo.png', { type: 'image/png' });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    const huge = new File([new Uint8Array(3 * 1024 * 1024)], 'logo.png', { type: 'image/png' });
    for (const logoFile of [script, svg, huge]) await expectError(await put(admin, form({}, { logo: logoFile })), 400, 'bad_request');
    const pdfAsFavicon = new File(['%PDF-1.4 ...'], 'favicon.ico', { type: 'image/x-icon' });
    await expectError(await put(admin, form({}, { favicon: pdfAsFavicon })), 400);
  });

  it('POST creates only when no settings exist yet (409 otherwise)', async () => {
    const res = await call(settings.POST, 'POST', path('acme'), {
      token: admin,
      form: form({ primary: { primary_color: '#111111' } }),
      params: { company_id: 'acme' },
    });
    await expectError(res, 409, 'conflict');
  });
});

describe('maintenance mode and public settings', () => {
  const mm = (method: 'GET' | 'PUT', token: string | undefined, body?: unknown, company = 'acme') =>
    call(maintenance[method], method, `/api/main/client-portal/${company}/maintenance-mode`, {
      token,
      body,
      params: { company_id: company },
    });
  const pub = (company: string) =>
    call(publicSettings.GET, 'GET', `/api/main/client-portal/${company}/settings/public`, { params: { company_id: company } });

  it('an admin turns it on; everyone signed in reads it; the public settings answer it without a session', async () => {
    const on = await mm('PUT', admin, { enabled: true, message: 'Back at 6 pm' });
    expect(on.status).toBe(200);
    expect((await json<{ data: unknown }>(await mm('GET', contact))).data).toEqual({ enabled: true, message: 'Back at 6 pm' });
    const p = await json<{ data: Record<string, unknown> }>(await pub('acme'));
    expect(p.data.maintenance_mode).toEqual({ enabled: true, message: 'Back at 6 pm' });
    expect(p.data).not.toHaveProperty('integrations');
    expect(p.data).toHaveProperty('primary_color');
    await mm('PUT', admin, { enabled: false });
    expect((await json<{ data: { maintenance_mode: unknown } }>(await pub('acme'))).data.maintenance_mode).toEqual({
      enabled: false,
      message: null,
    });
  });

  it('refuses recruiters, bad bodies, other tenants and unknown companies', async () => {
    await expectError(await mm('PUT', recruiter, { enabled: true }), 403);
    await expectError(await mm('PUT', admin, { enabled: 'yes' }), 400, 'bad_request');
    await expectError(await mm('PUT', admin, { enabled: true }, 'globex'), 404);
    await expectError(await mm('GET', undefined), 401);
    await expectError(await pub('no-such-co'), 404);
  });
});
