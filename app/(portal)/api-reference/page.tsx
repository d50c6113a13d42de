import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApiReference } from '@/components/api-reference/api-reference';
import { apiDocument } from '@/lib/api-docs/openapi';
import { requireSession } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('apiReference'))('title') };
}

export default async function ApiReferencePage() {
  await requireSession({ route: '/api-reference' });
  return <ApiReference document={apiDocument()} />;
}
