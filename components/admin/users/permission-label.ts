'use client';
import { useTranslations } from 'next-intl';
import { translatedOr } from '@/lib/i18n/keys';

/** A permission key's menu label (the `nav` messages); keys without a menu entry show their path. */
export function usePermissionLabel(): (p: { key: string; nav: string | null }) => string {
  const t = useTranslations('nav');
  return (p) => (p.nav ? translatedOr(t, p.nav, p.key) : p.key);
}
