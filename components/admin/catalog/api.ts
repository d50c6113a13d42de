import type { z } from 'zod';
import { callApi } from '@/lib/browser/typed-api';
import { customFieldsRoutes, jobCategoriesRoutes, positionsRoutes, profileSectionsRoutes } from '@/lib/contracts/routes/catalog';
import type { fieldBody, fieldUpdate } from '@/lib/catalog/custom-field-schema';
import type { tenantPositionInput, tenantPositionUpdate } from '@/lib/catalog/schema';
import type { ProfileSection } from '@/lib/catalog/sections';
import type { CustomFieldEntity } from '@/lib/catalog/types';

/** The admin lists read their archived rows too (shown below the active ones, with Restore). */
export const WITH_ARCHIVED = { query: { archived: 'true' } } as const;

export type NewField = Omit<z.input<typeof fieldBody>, 'entity'>;
export type FieldChange = z.input<typeof fieldUpdate>;

export const catalogApi = {
  createCategory: (name: string) => callApi(jobCategoriesRoutes.create, { body: { name } }),
  renameCategory: (id: string, name: string) => callApi(jobCategoriesRoutes.rename, { params: { id }, body: { name } }),
  toggleCategory: (id: string) => callApi(jobCategoriesRoutes.toggleArchived, { params: { id } }),
  reorderCategories: (ids: string[]) => callApi(jobCategoriesRoutes.order, { body: { ids } }),
  addSkill: (id: string, name: string) => callApi(jobCategoriesRoutes.addSkill, { params: { id }, body: { name } }),
  removeSkill: (id: string, skillId: string) => callApi(jobCategoriesRoutes.removeSkill, { params: { id, skillId } }),
  createPosition: (body: z.input<typeof tenantPositionInput>) => callApi(positionsRoutes.create, { body }),
  updatePosition: (id: string, body: z.input<typeof tenantPositionUpdate>) => callApi(positionsRoutes.update, { params: { id }, body }),
  togglePosition: (id: string) => callApi(positionsRoutes.toggleArchived, { params: { id } }),
  createField: (entity: CustomFieldEntity, body: NewField) => callApi(customFieldsRoutes.create, { body: { entity, ...body } }),
  updateField: (id: string, body: FieldChange) => callApi(customFieldsRoutes.update, { params: { id }, body }),
  toggleField: (id: string) => callApi(customFieldsRoutes.toggleArchived, { params: { id } }),
  reorderFields: (entity: CustomFieldEntity, ids: string[]) => callApi(customFieldsRoutes.order, { body: { entity, ids } }),
  saveSections: (sections: ProfileSection[]) => callApi(profileSectionsRoutes.save, { body: { sections } }),
};
