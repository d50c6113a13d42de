'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useCheckboxField } from '@/components/admin/form-checkbox';
import { DataTable } from '@/components/ui/data-table/data-table';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
} from '@/lib/notification-settings/events';

/** One switch of the form: `<event>.<channel>`, named "<channel> for <event>" for screen readers. */
function ChannelBox({ event, channel }: { event: NotificationEvent; channel: NotificationChannel }) {
  const t = useTranslations('pushNotifications.settings');
  const field = useCheckboxField(`${event}.${channel}`);
  return (
    <input
      type="checkbox"
      className="h-4 w-4 rounded border-slate-400"
      aria-label={t('toggle', { channel: t(`channels.${channel}`), event: t(`events.${event}`) })}
      {...field}
    />
  );
}

/** Events down, channels across: the checkboxes of the notifications form (a kit form holding the matrix). */
export function ChannelMatrix() {
  const t = useTranslations('pushNotifications.settings');
  const columns: ColumnDef<NotificationEvent>[] = [
    { id: 'event', header: t('event'), meta: { className: 'font-medium' }, cell: ({ row }) => t(`events.${row.original}`) },
    ...NOTIFICATION_CHANNELS.map((c): ColumnDef<NotificationEvent> => ({
      id: c,
      header: () => <span className="block text-center">{t(`channels.${c}`)}</span>,
      meta: { className: 'text-center', label: t(`channels.${c}`) },
      cell: ({ row }) => <ChannelBox event={row.original} channel={c} />,
    })),
  ];
  return <DataTable columns={columns} rows={NOTIFICATION_EVENTS} getRowId={(e) => e} caption={t('caption')} />;
}
