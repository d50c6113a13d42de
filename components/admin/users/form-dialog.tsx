'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, type ErrorText } from '@/components/ui/form/form';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useAction } from '@/lib/browser/use-action';
import { revalidateUsers, type Done } from './api';

/**
 * The add / edit dialogs of this tab (invite, sub-role, branch, region): a kit form checked by the API's own
 * schema, sent on submit, closed once saved. A refusal toasts the server's message and marks the fields it
 * names (`fields`; a 409 marks `conflictField`); every users-service read refreshes either way.
 */
export function UsersFormDialog<V extends FieldValues, O>({
  title,
  description,
  form,
  fields,
  conflictField,
  errorText,
  submitLabel,
  onClose,
  send,
  children,
}: {
  title: string;
  description?: string;
  form: UseFormReturn<V, unknown, O>;
  fields: readonly Path<V>[];
  conflictField?: Path<V>;
  errorText: ErrorText;
  submitLabel?: string;
  onClose: () => void;
  send: (values: O) => Promise<Done>;
  children: ReactNode;
}) {
  const tc = useTranslations('common');
  // Every users-service read refreshes after a submit, refused or not.
  const { run } = useAction({ revalidate: revalidateUsers });

  async function submit(values: O) {
    const sent = await run(
      () => send(values),
      tc('saved'),
      (_, err) => applyServerErrors(form, err, fields, conflictField),
    );
    if (sent) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
    >
      <Form form={form} onSubmit={submit} errorText={errorText} className="space-y-4">
        {children}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <SubmitButton>{submitLabel ?? tc('save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
