import { handler } from '@/lib/http/handler';
import { parseWith } from '@/lib/schema-kit/parse-with';
import { customFieldsContracts } from '@/lib/contracts/catalog';
import { entitySchema } from '@/lib/catalog/custom-field-schema';
import { readValues, writeValues } from '@/lib/catalog/field-value-store';

/** The record screens (candidate details, company, placement) read and save their values here. */
export const GET = handler(customFieldsContracts.values, async ({ db, session, params }) => ({
  data: await readValues(db, session.tenantId, parseWith(entitySchema, params.entity), params.entityId),
}));

export const PUT = handler(customFieldsContracts.saveValues, async ({ session, params, body }) => ({
  data: await writeValues(session, parseWith(entitySchema, params.entity), params.entityId, body.values),
}));
