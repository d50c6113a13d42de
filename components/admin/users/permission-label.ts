'use client';
import { useTranslations } from 'next-intl';

/** A permission key's menu label (the `nav` messages); keys without a menu entry show their path. */
export function usePermissionLabel(): (p: { key: string; nav: string | null }) => string {
  const t = useTranslations('nav');
  return (p) => (p.nav ? t(p.nav) : p.key);
}
