'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAction } from '@/lib/browser/use-action';
import { BODY_MAX, TITLE_MAX } from '@/lib/push-notifications/types';
import { revalidatePush, sendNotification } from './api';
import { AudiencePicker } from './audience-picker';
import { audienceOf, draftErrors, EMPTY_DRAFT, sendAtIso, type Draft } from './compose-state';
import { LazyConfirm } from './lazy-confirm';
import { RecipientCount } from './recipient-count';
import { WhenFields } from './when-fields';
import { useRecipientCount } from './use-push-data';

/** Title, message, audience and timing of a new notification; sending to everyone asks first. */
export function ComposePanel() {
  const t = useTranslations('pushNotifications.compose');
  const tc = useTranslations('common');
  const { busy, run } = useAction();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const audience = audienceOf(draft);
  const recipients = useRecipientCount(audience);
  const errors = touched ? draftErrors(draft) : {};
  const patch = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  async function send() {
    setConfirming(false);
    const sendAt = draft.when === 'later' ? sendAtIso(draft.sendAt) : null;
    const done = await run(
      () => sendNotification({ title: draft.title.trim(), body: draft.body.trim(), audience, ...(sendAt ? { send_at: sendAt } : {}) }),
      t(sendAt ? 'scheduled' : 'sent'),
    );
    if (!done) return;
    setDraft(EMPTY_DRAFT);
    setTouched(false);
    void revalidatePush();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(draftErrors(draft)).length) return;
    if (draft.type === 'all') setConfirming(true);
    else void send();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="push-compose-heading"
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="push-compose-heading" className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <Field
        label={t('title')}
        error={errors.title ? t('titleRequired') : null}
        hint={t('counter', { count: draft.title.length, max: TITLE_MAX })}
      >
        {(p) => <Input {...p} value={draft.title} maxLength={TITLE_MAX} onChange={(e) => patch({ title: e.target.value })} />}
      </Field>
      <Field
        label={t('body')}
        error={errors.body ? t('bodyRequired') : null}
        hint={t('counter', { count: draft.body.length, max: BODY_MAX })}
      >
        {(p) => <Textarea {...p} value={draft.body} maxLength={BODY_MAX} rows={4} onChange={(e) => patch({ body: e.target.value })} />}
      </Field>
      <AudiencePicker draft={draft} onChange={patch} error={errors.audience ? t('pickRequired') : null} />
      <RecipientCount count={recipients.count} counting={recipients.counting} />
      <WhenFields when={draft.when} sendAt={draft.sendAt} onChange={patch} error={errors.sendAt ? t('sendAtInvalid') : null} />
      <Button type="submit" loading={busy} className="w-full">
        {t(draft.when === 'later' ? 'schedule' : 'send')}
      </Button>
      {confirming ? (
        <LazyConfirm
          open
          onOpenChange={setConfirming}
          danger={false}
          busy={busy}
          onConfirm={() => void send()}
          title={t('confirmAllTitle')}
          description={t('confirmAllBody', { count: recipients.count ?? 0 })}
          confirmLabel={t(draft.when === 'later' ? 'confirmAllSchedule' : 'confirmAll')}
          cancelLabel={tc('cancel')}
        />
      ) : null}
    </form>
  );
}
