import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces, type Namespace } from '@/lib/i18n/namespaces';

/**
 * Gives the client components below only the message namespaces listed, so a route ships the part of the
 * catalogue it uses instead of all of it. Server components keep the full catalogue via getTranslations.
 * The list sits next to each page; tests/unit/route-messages.test.ts fails when it misses one.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickNamespaces(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
