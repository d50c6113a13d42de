'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Empty, Loaded } from '@/components/ui/load-states';
import { useApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import type { TabProps } from '../detail/tab-types';
import { ApplicationsTable } from './applications-table';

export default function ApplicationsTab({ candidate }: TabProps) {
  const t = useTranslations('candidates.applications');
  const { data, error, mutate } = useApi(candidatesRoutes.applications, { params: { id: candidate._id } });
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(body) =>
        body.data.length === 0 ? (
          <Empty>{t('empty')}</Empty>
        ) : (
          <div className="space-y-3">
            <ApplicationsTable rows={body.data} caption={t('caption', { name: candidate.name })} />
            <Link
              href={`/applications/${candidate._id}`}
              className="inline-block text-sm font-medium text-slate-900 underline-offset-2 hover:underline"
            >
              {t('openView')}
            </Link>
          </div>
        )
      }
    </Loaded>
  );
}
