import type { z } from 'zod';
import { api } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import { callApi } from '@/lib/browser/typed-api';
import { customFieldsRoutes, jobCategoriesRoutes, positionsRoutes, profileSectionsRoutes } from '@/lib/contracts/routes/catalog';
import type { tenantPositionInput } from '@/lib/catalog/schema';
import type { ProfileSection } from '@/lib/catalog/sections';
import type { CustomFieldDef, CustomFieldEntity } from '@/lib/catalog/types';

/** Paths of the catalog API (main service); SWR keys are these paths with their query. */
const enc = encodeURIComponent;
export const CATEGORIES = 'job-categories';
export const POSITIONS = 'positions';
export const SECTIONS = 'profile-sections';
export const fieldsKey = (entity: CustomFieldEntity) => `custom-fields?entity=${entity}&archived=true`;

type One<T> = { data: T };
export type List<T> = ListResponse<T>;
export type Sections = { data: { sections: ProfileSection[]; available: ProfileSection[] } };
type PositionBody = { name?: string; bill_rate?: number | null; pay_rate?: number | null };
export type FieldBody = { label?: string; key?: string; type?: string; options?: string[]; required?: boolean };

export const catalogApi = {
  createCategory: (name: string) => callApi(jobCategoriesRoutes.create, { body: { name } }),
  renameCategory: (id: string, name: string) => callApi(jobCategoriesRoutes.rename, { params: { id }, body: { name } }),
  toggleCategory: (id: string) => callApi(jobCategoriesRoutes.toggleArchived, { params: { id } }),
  reorderCategories: (ids: string[]) => callApi(jobCategoriesRoutes.order, { body: { ids } }),
  addSkill: (id: string, name: string) => callApi(jobCategoriesRoutes.addSkill, { params: { id }, body: { name } }),
  removeSkill: (id: string, skillId: string) => callApi(jobCategoriesRoutes.removeSkill, { params: { id, skillId } }),
  createPosition: (body: z.input<typeof tenantPositionInput>) => callApi(positionsRoutes.create, { body }),
  updatePosition: (id: string, body: PositionBody) => callApi(positionsRoutes.update, { params: { id }, body }),
  togglePosition: (id: string) => callApi(positionsRoutes.toggleArchived, { params: { id } }),
  createField: (entity: CustomFieldEntity, body: FieldBody) => api.post<One<CustomFieldDef>>('main', 'custom-fields', { entity, ...body }),
  updateField: (id: string, body: FieldBody) => api.patch<One<CustomFieldDef>>('main', `custom-fields/${enc(id)}`, body),
  toggleField: (id: string) => callApi(customFieldsRoutes.toggleArchived, { params: { id } }),
  reorderFields: (entity: CustomFieldEntity, ids: string[]) => callApi(customFieldsRoutes.order, { body: { entity, ids } }),
  saveSections: (sections: ProfileSection[]) => callApi(profileSectionsRoutes.save, { body: { sections } }),
};
