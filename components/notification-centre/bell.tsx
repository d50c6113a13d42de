'use client';
import { lazy, Suspense, useState } from 'react';
import { useFeed } from './api';
import { BELL_TRIGGER_CLASS, BellFace, useBellLabel } from './bell-face';

const load = () => import('./bell-menu');
const BellMenu = lazy(() => load().then((m) => ({ default: m.BellMenu })));

/**
 * The notification bell of the portal header: the unread count, polled every 30 s while the tab is
 * visible. The list behind it (a Radix dropdown) loads on first hover, focus or press, as the account
 * menu does, so it stays out of every page's first-load JavaScript (DESIGN §6 budget).
 * `initialUnread` is the count the server rendered the page with, shown until the first poll answers.
 */
export function NotificationBell({ initialUnread }: { initialUnread: number }) {
  const feed = useFeed();
  const label = useBellLabel();
  const [opened, setOpened] = useState(false);
  const unread = feed.data?.unread ?? initialUnread;
  const button = (onClick?: () => void) => (
    <button
      type="button"
      className={BELL_TRIGGER_CLASS}
      aria-label={label(unread)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={onClick}
    >
      <BellFace unread={unread} />
    </button>
  );
  if (!opened) return button(() => setOpened(true));
  // While the chunk arrives the same button stays in place, then the menu mounts already open.
  return (
    <Suspense fallback={button()}>
      <BellMenu feed={feed} unread={unread} defaultOpen />
    </Suspense>
  );
}
