import { createParser } from 'nuqs/server';
import { isUuid } from '@/lib/schema-kit/uuid';
import { oneOfParam } from '@/lib/url-state/params';

/**
 * The custom reports tab's state in the URL: the open report (an id, or "new" for the blank builder) and
 * whether it opens on its run (`view=run`), so the reports hub can link straight to a run. Anything else
 * reads as no report open.
 */
export const reportParams = {
  report: createParser({ parse: (v) => (v === 'new' || isUuid(v) ? v : null), serialize: (v: string) => v }).withDefault(''),
  view: oneOfParam(['run'] as const, ''),
};
