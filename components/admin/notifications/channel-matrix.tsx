'use client';
import { useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type SettingsMatrix } from '@/lib/notification-settings/events';

/** Events down, channels across; each checkbox is named "<channel> for <event>" for screen readers. */
export function ChannelMatrix({ value, onChange }: { value: SettingsMatrix; onChange: (m: SettingsMatrix) => void }) {
  const t = useTranslations('pushNotifications.settings');
  return (
    <Table caption={t('caption')}>
      <THead>
        <tr>
          <TH>{t('event')}</TH>
          {NOTIFICATION_CHANNELS.map((c) => (
            <TH key={c}>
              <span className="block text-center">{t(`channels.${c}`)}</span>
            </TH>
          ))}
        </tr>
      </THead>
      <TBody>
        {NOTIFICATION_EVENTS.map((e) => (
          <TR key={e}>
            <th scope="row" className="px-4 py-2.5 text-start font-medium text-slate-800">
              {t(`events.${e}`)}
            </th>
            {NOTIFICATION_CHANNELS.map((c) => (
              <TD key={c} className="text-center">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-400"
                  checked={value[e][c]}
                  aria-label={t('toggle', { channel: t(`channels.${c}`), event: t(`events.${e}`) })}
                  onChange={(ev) => onChange({ ...value, [e]: { ...value[e], [c]: ev.target.checked } })}
                />
              </TD>
            ))}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
