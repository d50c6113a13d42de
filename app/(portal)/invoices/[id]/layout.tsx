import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/**
 * Outside the (streamed) group on purpose: its loading screen would send 200 before the page knows the
 * invoice, and an unknown, malformed or another tenant's id must answer 404.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={['common', 'invoices']}>{children}</ClientMessages>;
}
