import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Only the message namespaces this route's client components read reach the browser. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={['common', 'invoices']}>{children}</ClientMessages>;
}
