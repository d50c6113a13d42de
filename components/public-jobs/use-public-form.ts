'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError } from '@/lib/browser/api-client';
import { fillPath } from '@/lib/contracts/kit/contract';
import { api } from '@/lib/browser/api';
import type { ClientRoute } from '@/lib/browser/typed-api';

export type PublicFormError = 'invalid' | 'rate_limited' | 'unavailable' | 'maintenance' | 'failed';
type State = { busy: boolean; error: PublicFormError | null; fields: string[]; sent: Record<string, string> | null };

function kindOf(err: unknown): PublicFormError {
  if (!(err instanceof HttpError)) return 'failed';
  return err.status === 400
    ? 'invalid'
    : err.status === 429
      ? 'rate_limited'
      : err.status === 404
        ? 'unavailable'
        : err.status === 503
          ? 'maintenance'
          : 'failed';
}

/**
 * The island behind a public form: posts its fields as JSON instead of navigating, and keeps the server's
 * verdict (which fields are wrong, or why it failed) for inline messages. Focus moves to the first wrong
 * field, or to the error message, so keyboard and screen-reader users land where the problem is.
 */
export function usePublicForm(
  ref: ClientRoute,
  params: Record<string, string>,
  initial?: { error: PublicFormError | null; fields: string[] },
) {
  const [state, setState] = useState<State>({ busy: false, error: initial?.error ?? null, fields: initial?.fields ?? [], sent: null });
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!attempt) return;
    const first = state.fields[0] ? formRef.current?.elements.namedItem(state.fields[0]) : null;
    if (first instanceof HTMLElement) first.focus();
    else alertRef.current?.focus();
  }, [attempt, state.fields]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(e.currentTarget).entries()].filter((p): p is [string, string] => typeof p[1] === 'string'),
    );
    setState((s) => ({ ...s, busy: true }));
    try {
      // The fields go as the form has them (strings, like the plain post): the endpoint's own schema checks them.
      await api.request(ref.service, fillPath(ref.path, params), { method: ref.method, body: fields });
      setState({ busy: false, error: null, fields: [], sent: fields });
    } catch (err) {
      const invalid = err instanceof HttpError && err.status === 400 ? Object.keys(err.body.errors ?? {}) : [];
      setState({ busy: false, error: kindOf(err), fields: invalid, sent: null });
      setAttempt((n) => n + 1);
    }
  }

  const reset = () => setState({ busy: false, error: null, fields: [], sent: null });
  return { ...state, onSubmit, reset, formRef, alertRef, invalid: (name: string) => state.fields.includes(name) };
}
