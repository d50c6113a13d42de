'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { NEW_USER_JOURNEY_SCREENS } from '@/lib/admin/tabs';
import { callApi } from '@/lib/browser/typed-api';
import { portalSettingsRoutes } from '@/lib/contracts/routes/portal-settings';
import { CtaForm } from './cta-form';
import { journeyPayload, readJourney, type Journey, type JourneyFiles, type JourneyKey, type JourneyScreen } from './journey-data';
import { LandingForm } from './landing-form';
import { PrivacyForm } from './privacy-form';
import { SplashForm } from './splash-form';
import { StepsForm } from './steps-form';
import { StringListForm } from './string-list-form';
import { SubNav } from './sub-nav';
import { useSave } from './use-save';

const BASE = '/admin-settings/mobile-app/new-user-journey';

const isScreen = (s: string | undefined): s is JourneyScreen => (NEW_USER_JOURNEY_SCREENS as readonly (string | undefined)[]).includes(s);

/** The new-user-journey sub-tab: links to its seven screens and the form of the current one. */
export function JourneyScreens({ companyId, screen, mobileApp: initial }: { companyId: string; screen?: string; mobileApp: unknown }) {
  const t = useTranslations('mobileApp');
  const { busy, run } = useSave();
  // Kept from the last save's response, so the next save sends what the server now holds.
  const [mobileApp, setMobileApp] = useState(initial);
  const journey = readJourney(mobileApp);
  const current: JourneyScreen = isScreen(screen) ? screen : 'list';

  async function save<K extends JourneyKey>(key: K, value: Journey[K], files: JourneyFiles = {}): Promise<boolean> {
    const form = new FormData();
    form.set('primary', JSON.stringify({ mobile_app: { new_user_journey: journeyPayload(mobileApp, key, value) } }));
    for (const f of files.splash ?? []) form.append('splash_images', f);
    if (files.privacy) form.set('privacy_policy_file', files.privacy);
    const res = await run(() => callApi(portalSettingsRoutes.update, { params: { company_id: companyId }, body: form }), t('saved'));
    if (res) setMobileApp(res.data.mobile_app);
    return res !== null;
  }

  // Each form remounts on a new stored value, so it starts clean after a save.
  const k = (key: JourneyKey) => JSON.stringify(journey[key]);
  const on =
    <K extends JourneyKey>(key: K) =>
    (value: Journey[K], files?: JourneyFiles) =>
      save(key, value, files);
  const forms: Record<JourneyScreen, () => ReactNode> = {
    list: () => <StepsForm key={k('list')} value={journey.list} busy={busy} onSave={on('list')} />,
    'splash-screens': () => (
      <SplashForm
        key={k('splash_screens')}
        companyId={companyId}
        value={journey.splash_screens}
        busy={busy}
        onSave={on('splash_screens')}
      />
    ),
    'privacy-policy': () => (
      <PrivacyForm
        key={k('privacy_policy')}
        companyId={companyId}
        value={journey.privacy_policy}
        busy={busy}
        onSave={on('privacy_policy')}
      />
    ),
    'landing-page': () => <LandingForm key={k('landing_page')} value={journey.landing_page} busy={busy} onSave={on('landing_page')} />,
    keywords: () => (
      <StringListForm
        key={k('keywords')}
        kind="keywords"
        items={journey.keywords}
        busy={busy}
        onSave={(items) => void save('keywords', items)}
      />
    ),
    interview: () => (
      <StringListForm
        key={k('interview')}
        kind="interview"
        items={journey.interview.questions}
        busy={busy}
        onSave={(questions) => void save('interview', { questions })}
      />
    ),
    'custom-cta': () => <CtaForm key={k('custom_cta')} value={journey.custom_cta} busy={busy} onSave={on('custom_cta')} />,
  };

  return (
    <>
      <SubNav
        label={t('screens.label')}
        current={current}
        items={NEW_USER_JOURNEY_SCREENS.map((s) => ({ key: s, label: t(`screens.${s}`), href: `${BASE}/${s}` }))}
      />
      <h3 className="mb-4 text-base font-semibold text-slate-900">{t(`screens.${current}`)}</h3>
      {forms[current]()}
    </>
  );
}
