import * as fieldRoute from '@/app/api/main/custom-fields/[id]/route';
import * as fieldsRoute from '@/app/api/main/custom-fields/route';
import * as valuesRoute from '@/app/api/main/custom-fields/values/[entity]/[entityId]/route';
import type { CustomFieldDef } from '@/lib/catalog/types';
import { call, json } from './helpers';

/** Paths and calls shared by the custom field test files. */

export const fieldPaths = {
  base: '/api/main/custom-fields',
  one: (id: string) => `/api/main/custom-fields/${id}`,
  values: (entity: string, id: string) => `/api/main/custom-fields/values/${entity}/${id}`,
};

export const getValues = (token: string, entity: string, entityId: string) =>
  call(valuesRoute.GET, 'GET', fieldPaths.values(entity, entityId), { token, params: { entity, entityId } });

export const putValues = (token: string, entity: string, entityId: string, values: unknown) =>
  call(valuesRoute.PUT, 'PUT', fieldPaths.values(entity, entityId), { token, params: { entity, entityId }, body: { values } });

/**
 * Archives the fields a file made (those still active), so a required one never binds the candidates
 * of files that run later on the same database.
 */
export async function archiveAll(token: string, fields: readonly CustomFieldDef[]): Promise<void> {
  for (const entity of new Set(fields.map((f) => f.entity))) {
    const res = await call(fieldsRoute.GET, 'GET', `${fieldPaths.base}?entity=${entity}`, { token });
    const active = new Set((await json<{ data: CustomFieldDef[] }>(res)).data.map((f) => f._id));
    for (const f of fields) {
      if (f.entity === entity && active.has(f._id))
        await call(fieldRoute.DELETE, 'DELETE', fieldPaths.one(f._id), { token, params: { id: f._id } });
    }
  }
}
