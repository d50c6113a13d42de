import { say, type ErrorText } from '@/lib/i18n/error-text';

/**
 * What a handler returns for an answer whose top-level `message` confirms what was done: the message is
 * said by key (lib/i18n/error-text, `done.*`) and worded at the boundary in the caller's language, like an
 * error (DESIGN §7), so no handler can hand an English sentence to a reader of another language.
 */
export type Said<T> = T extends object ? ('message' extends keyof T ? { [K in keyof T]: K extends 'message' ? ErrorText : T[K] } : T) : T;

/** An answer sent as 201 Created; the boundary words its message and checks it like any other. */
export class Created<T> {
  constructor(readonly body: T) {}
}

export const created = <T>(body: T): Created<T> => new Created(body);

/** Records whose edit may also archive or restore them: each has saved, archived and restored confirmations. */
type Archivable = 'users.subRole' | 'users.region' | 'users.branch' | 'onboarding.documentType' | 'onboarding.packet';

/** The confirmation of an edit that carries `archived`: true archives, false restores, absent only saves. */
export function savedOrArchived(what: Archivable, archived: boolean | undefined): ErrorText {
  const state: 'archived' | 'restored' | 'saved' = archived === true ? 'archived' : archived === false ? 'restored' : 'saved';
  return say(`done.${what}.${state}`);
}
