import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/shell/page-header';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { openApiDocument } from '@/lib/api-docs/openapi';
import { OperationDetails } from './operation-details';

type Document = ReturnType<typeof openApiDocument>;
export type Operation = {
  summary?: string;
  'x-roles'?: string[];
  'x-contact-permission'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const METHOD_TONE: Record<string, BadgeTone> = { get: 'info', post: 'success', put: 'warning', patch: 'warning', delete: 'danger' };

/** Every endpoint by service, as the OpenAPI document describes it: a reader's view of /api/openapi.json. */
export async function ApiReference({ document }: { document: Document }) {
  const t = await getTranslations('apiReference');
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ path, method, op, service: path.split('/')[2] ?? 'api' })),
  );
  const services = [...new Set(operations.map((o) => o.service))];
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle', { count: operations.length })}
        actions={
          <a
            href="/api/openapi.json"
            download="openapi.json"
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50"
          >
            {t('download')}
          </a>
        }
      />
      <p className="mb-6 max-w-3xl text-sm text-slate-700">{t('auth')}</p>
      <nav aria-label={t('services')} className="mb-6 flex flex-wrap gap-2">
        {services.map((s) => (
          <a
            key={s}
            href={`#service-${s}`}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:bg-slate-50"
          >
            {s}
          </a>
        ))}
      </nav>
      {services.map((service) => (
        <section key={service} id={`service-${service}`} aria-labelledby={`service-${service}-title`} className="mb-10">
          <h2 id={`service-${service}-title`} className="mb-3 text-lg font-semibold text-slate-900">
            /api/{service}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {operations
              .filter((o) => o.service === service)
              .map(({ path, method, op }) => (
                <li key={`${method} ${path}`} className="px-4 py-3">
                  <details>
                    <summary className="flex cursor-pointer flex-wrap items-center gap-3">
                      <Badge tone={METHOD_TONE[method] ?? 'neutral'}>{method.toUpperCase()}</Badge>
                      <code className="text-sm text-slate-900">{path}</code>
                      <span className="text-sm text-slate-700">{op.summary}</span>
                      <span className="ms-auto text-xs text-slate-600">
                        {op['x-roles']?.length ? op['x-roles'].join(', ') : t('anyone')}
                      </span>
                    </summary>
                    <OperationDetails
                      op={op}
                      labels={{ parameters: t('parameters'), body: t('body'), response: t('response'), permission: t('permission') }}
                    />
                  </details>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
