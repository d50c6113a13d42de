import type { Metadata } from 'next';
import type { Messages, MessageKeys, NestedKeyOf } from 'next-intl';
import { getTranslations } from 'next-intl/server';

/** A full message path of the typed catalogue ('companies.form.newTitle'). */
type MessagePath = MessageKeys<Messages, NestedKeyOf<Messages>>;

/**
 * Document title of a page that creates when its id segment is `new` and edits otherwise. Each title is a
 * full message path, the same one the form's heading uses, so the tab and the heading say the same thing.
 */
export function createOrEditTitle<P extends string>(param: P, create: MessagePath, edit: MessagePath) {
  return async function generateMetadata({ params }: { params: Promise<Record<P, string>> }): Promise<Metadata> {
    const [t, values] = await Promise.all([getTranslations(), params]);
    return { title: t(values[param] === 'new' ? create : edit) };
  };
}
