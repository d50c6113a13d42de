'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { CustomFieldEntity } from '@/lib/catalog/types';
import { CustomFieldsForm } from './custom-fields-form';

/** The form under a "Custom fields" heading, for record screens that have no section of their own for it. */
export function CustomFieldsPanel({ entity, entityId, className }: { entity: CustomFieldEntity; entityId: string; className?: string }) {
  const t = useTranslations('catalog.values');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      <CustomFieldsForm entity={entity} entityId={entityId} />
    </section>
  );
}
