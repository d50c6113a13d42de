'use client';
import { useTranslations } from 'next-intl';

export const BELL_TRIGGER_CLASS =
  'relative flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/50';

/** The bell's accessible name says the count: "Notifications, 3 unread". */
export function useBellLabel(): (unread: number) => string {
  const t = useTranslations('notificationCentre.bell');
  return (unread) => t('label', { count: unread });
}

/** The bell icon and its unread badge (capped at 99+ for the eye; the label has the exact count). */
export function BellFace({ unread }: { unread: number }) {
  const t = useTranslations('notificationCentre.bell');
  return (
    <>
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="bell-badge"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white"
        >
          {unread > 99 ? t('more') : unread}
        </span>
      ) : null}
    </>
  );
}
