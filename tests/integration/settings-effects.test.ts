import { beforeAll, describe, expect, it } from 'vitest';
import * as settings from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as logo from '@/app/api/main/client-portal/[company_id]/settings/logo/route';
import * as favicon from '@/app/api/main/client-portal/[company_id]/settings/favicon/route';
import * as publicSettings from '@/app/api/main/client-portal/[company_id]/settings/public/route';
import { call, json, PNG_1X1, signIn } from './helpers';

// Settings whose effect is what the public settings hand the mobile app and the login page (the app
// reads its new-user journey there), or what an image route serves. Globex, so acme's branding in other
// files' assertions never moves.
const COMPANY = 'globex';
let admin = '';
beforeAll(async () => {
  admin = await signIn(`admin@${COMPANY}.test`, COMPANY);
});

const put = (parts: Record<string, unknown>, files: Record<string, File> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(parts)) f.set(k, JSON.stringify(v));
  for (const [k, v] of Object.entries(files)) f.set(k, v);
  return call(settings.PUT, 'PUT', `/api/main/client-portal/${COMPANY}/settings`, {
    token: admin,
    form: f,
    params: { company_id: COMPANY },
  });
};
const publicView = async () =>
  (
    await json<{
      data: Record<string, unknown> & {
        mobile_app: { new_user_journey: Record<string, unknown> };
        logo: string | null;
        favicon: string | null;
      };
    }>(await call(publicSettings.GET, 'GET', `/api/main/client-portal/${COMPANY}/settings/public`, { params: { company_id: COMPANY } }))
  ).data;

describe('settings the public settings carry to the mobile app and the login page', () => {
  it('primary.mobile_app.new_user_journey: the mobile app reads every journey setting from the public settings', async () => {
    const journey = {
      list: {
        steps: [
          { key: 'landing_page', enabled: true },
          { key: 'keywords', enabled: false },
          { key: 'interview', enabled: true },
        ],
      },
      landing_page: { title: 'Welcome to Globex', body: 'Shifts near you, paid weekly.' },
      keywords: ['forklift', 'night shift'],
      interview: { questions: ['Do you have a forklift licence?'] },
      custom_cta: { label: 'Call us', url: 'https://globex.example/call' },
    };
    expect((await put({ primary: { mobile_app: { new_user_journey: journey } } })).status).toBe(200);
    expect((await publicView()).mobile_app.new_user_journey).toMatchObject(journey);
  });

  it('primary.remove_logo and primary.remove_favicon: the logo and favicon leave the public settings and their addresses stop serving them', async () => {
    const png = () => new File([PNG_1X1], 'a.png', { type: 'image/png' });
    expect((await put({}, { logo: png(), favicon: png() })).status).toBe(200);
    const withImages = await publicView();
    expect(withImages.logo).toBeTruthy();
    expect(withImages.favicon).toBeTruthy();
    const served = async (route: typeof logo | typeof favicon, kind: string) =>
      (await call(route.GET, 'GET', `/api/main/client-portal/${COMPANY}/settings/${kind}`, { params: { company_id: COMPANY } })).status;
    expect(await served(logo, 'logo')).toBe(200);
    expect(await served(favicon, 'favicon')).toBe(200);
    expect((await put({ primary: { remove_logo: true, remove_favicon: true } })).status).toBe(200);
    const without = await publicView();
    expect([without.logo, without.favicon]).toEqual([null, null]);
    expect(await served(logo, 'logo')).toBe(404);
    expect(await served(favicon, 'favicon')).toBe(404);
  });
});
