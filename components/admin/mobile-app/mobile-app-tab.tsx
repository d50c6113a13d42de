'use client';
import { useTranslations } from 'next-intl';
import { MOBILE_APP_SUBTABS } from '@/lib/admin/tabs';
import { JourneyScreens } from './journey-screens';
import { LabelsForm, type Labels } from './labels-form';
import { MaintenanceForm, type Maintenance } from './maintenance-form';
import { SubNav } from './sub-nav';

export type MobileAppTabProps = {
  companyId: string;
  sub: 'new-user-journey' | 'maintenance-mode' | 'labels';
  screen?: string;
  /** company settings' `mobile_app`, in whatever shape it is stored. */
  mobileApp: unknown;
  maintenance: Maintenance;
  labels: Labels;
};

/** Admin settings → mobile app (SPEC §2): new-user journey, maintenance mode and dashboard labels. */
export function MobileAppTab({ companyId, sub, screen, mobileApp, maintenance, labels }: MobileAppTabProps) {
  const t = useTranslations('mobileApp');
  return (
    <div>
      <SubNav
        label={t('subTabs.label')}
        current={sub}
        items={MOBILE_APP_SUBTABS.map((s) => ({ key: s, label: t(`subTabs.${s}`), href: `/admin-settings/mobile-app/${s}` }))}
      />
      {sub === 'new-user-journey' ? (
        <JourneyScreens companyId={companyId} screen={screen} mobileApp={mobileApp} />
      ) : sub === 'maintenance-mode' ? (
        <MaintenanceForm companyId={companyId} initial={maintenance} />
      ) : (
        <LabelsForm initial={labels} />
      )}
    </div>
  );
}
