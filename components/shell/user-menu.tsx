'use client';
import { useTranslations } from 'next-intl';
import { lazyMenu } from '@/components/ui/lazy-menu';
import { TRIGGER_CLASS, TriggerFace } from './user-menu-face';
import type { UserMenuProps } from './user-menu-full';

const LazyUserMenu = lazyMenu(() => import('./user-menu-full').then((m) => m.UserMenuFull));

/** The account button of every portal page; the menu behind it (user-menu-full.tsx) loads on first use. */
export function UserMenu(props: UserMenuProps) {
  const t = useTranslations('shell');
  return (
    <LazyUserMenu
      props={props}
      trigger={(handlers) => (
        <button type="button" className={TRIGGER_CLASS} aria-label={t('account')} {...handlers}>
          <TriggerFace username={props.username} roleLabel={props.roleLabel} />
        </button>
      )}
    />
  );
}
