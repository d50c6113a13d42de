'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { TRIGGER_CLASS, TriggerFace } from './user-menu-face';
import type { UserMenuProps } from './user-menu-full';

const load = () => import('./user-menu-full');
const UserMenuFull = lazy(() => load().then((m) => ({ default: m.UserMenuFull })));

/**
 * The account button of every portal page. The menu behind it (Radix dropdown with its positioning
 * engine, ~14 kB gzip) loads on first hover, focus or press and then opens, so it is not part of every
 * page's first-load JavaScript (DESIGN §6 budget).
 */
export function UserMenu(props: UserMenuProps) {
  const t = useTranslations('shell');
  const [opened, setOpened] = useState(false);
  const button = (onClick?: () => void) => (
    <button
      type="button"
      className={TRIGGER_CLASS}
      aria-label={t('account')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={onClick}
    >
      <TriggerFace username={props.username} roleLabel={props.roleLabel} />
    </button>
  );
  if (!opened) return button(() => setOpened(true));
  // While the chunk arrives the same button stays in place, then the menu mounts already open.
  return (
    <Suspense fallback={button()}>
      <UserMenuFull {...props} defaultOpen />
    </Suspense>
  );
}
