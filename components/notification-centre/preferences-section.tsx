'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import type { PreferencesMatrix } from '@/lib/notification-centre/schema';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type SettingChange } from '@/lib/notification-settings/events';
import { notificationApi, usePreferences } from './api';

/** "My notifications": the reader's own event × channel switches, under the company's. */
export function PreferencesSection() {
  const t = useTranslations('notificationCentre.preferences');
  const headingId = useId();
  const { data, error, mutate } = usePreferences();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-700">{t('intro')}</p>
      <Loaded data={data?.data} error={error} retry={() => void mutate()}>
        {(saved) => <Editor key={JSON.stringify(saved)} saved={saved} onSaved={(m) => void mutate({ data: m }, { revalidate: false })} />}
      </Loaded>
    </section>
  );
}

type Draft = Record<string, boolean>;
const cellKey = (event: string, channel: string) => `${event}:${channel}`;
const draftOf = (m: PreferencesMatrix): Draft =>
  Object.fromEntries(NOTIFICATION_EVENTS.flatMap((e) => NOTIFICATION_CHANNELS.map((c) => [cellKey(e, c), m[e][c].enabled])));

/** The matrix as checkboxes; a cell the company turned off is disabled, and says so. Saves only the cells that moved. */
function Editor({ saved, onSaved }: { saved: PreferencesMatrix; onSaved: (m: PreferencesMatrix) => void }) {
  const t = useTranslations('notificationCentre.preferences');
  const tm = useTranslations('pushNotifications.settings');
  const hintId = useId();
  const { busy, run } = useAction();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const changes: SettingChange[] = NOTIFICATION_EVENTS.flatMap((event) =>
    NOTIFICATION_CHANNELS.flatMap((channel) => {
      // The draft holds every cell (draftOf), so `enabled` is only undefined to the type checker.
      const enabled = draft[cellKey(event, channel)];
      return enabled === undefined || enabled === saved[event][channel].enabled ? [] : [{ event, channel, enabled }];
    }),
  );
  const dirty = changes.length > 0;
  useUnsavedWarning(dirty);
  const anyOff = NOTIFICATION_EVENTS.some((e) => NOTIFICATION_CHANNELS.some((c) => !saved[e][c].enabled_by_company));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const res = await run(() => notificationApi.savePreferences(changes), t('saved'));
    if (res) onSaved(res.data);
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-4">
      {anyOff ? (
        <p id={hintId} className="text-sm text-slate-700">
          {t('companyOff')}
        </p>
      ) : null}
      <Table caption={t('caption')}>
        <THead>
          <tr>
            <TH>{tm('event')}</TH>
            {NOTIFICATION_CHANNELS.map((c) => (
              <TH key={c} className="text-center">
                {tm(`channels.${c}`)}
              </TH>
            ))}
          </tr>
        </THead>
        <TBody>
          {NOTIFICATION_EVENTS.map((event) => (
            <TR key={event}>
              <th scope="row" className="px-4 py-2.5 text-start font-medium text-slate-800">
                {tm(`events.${event}`)}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const names = { channel: tm(`channels.${channel}`), event: tm(`events.${event}`) };
                const byCompany = saved[event][channel].enabled_by_company;
                return (
                  <TD key={channel} className="text-center">
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-slate-400 disabled:cursor-not-allowed disabled:opacity-40"
                      checked={byCompany && draft[cellKey(event, channel)]}
                      disabled={!byCompany}
                      aria-label={byCompany ? t('toggle', names) : t('toggleOff', names)}
                      aria-describedby={byCompany ? undefined : hintId}
                      title={byCompany ? undefined : t('offHint')}
                      onChange={(ev) => setDraft((d) => ({ ...d, [cellKey(event, channel)]: ev.target.checked }))}
                    />
                    {byCompany ? null : (
                      <span aria-hidden className="block text-[11px] leading-tight text-slate-600">
                        {t('offHint')}
                      </span>
                    )}
                  </TD>
                );
              })}
            </TR>
          ))}
        </TBody>
      </Table>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={busy} disabled={!dirty}>
          {t('save')}
        </Button>
        <Button type="button" variant="outline" disabled={!dirty || busy} onClick={() => setDraft(draftOf(saved))}>
          {t('reset')}
        </Button>
      </div>
    </form>
  );
}
