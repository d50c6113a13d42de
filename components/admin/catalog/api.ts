import { api } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import type { ProfileSection } from '@/lib/catalog/sections';
import type { CustomFieldDef, CustomFieldEntity, JobCategory, TenantPosition } from '@/lib/catalog/types';

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
  createCategory: (name: string) => api.post<One<JobCategory>>('main', CATEGORIES, { name }),
  renameCategory: (id: string, name: string) => api.patch<One<JobCategory>>('main', `${CATEGORIES}/${enc(id)}`, { name }),
  toggleCategory: (id: string) => api.del<One<JobCategory>>('main', `${CATEGORIES}/${enc(id)}`),
  reorderCategories: (ids: string[]) => api.put<List<JobCategory>>('main', `${CATEGORIES}/order`, { ids }),
  addSkill: (id: string, name: string) => api.post<One<JobCategory>>('main', `${CATEGORIES}/${enc(id)}/skills`, { name }),
  removeSkill: (id: string, skillId: string) => api.del<One<JobCategory>>('main', `${CATEGORIES}/${enc(id)}/skills/${enc(skillId)}`),
  createPosition: (body: PositionBody) => api.post<One<TenantPosition>>('main', POSITIONS, body),
  updatePosition: (id: string, body: PositionBody) => api.patch<One<TenantPosition>>('main', `${POSITIONS}/${enc(id)}`, body),
  togglePosition: (id: string) => api.del<One<TenantPosition>>('main', `${POSITIONS}/${enc(id)}`),
  createField: (entity: CustomFieldEntity, body: FieldBody) => api.post<One<CustomFieldDef>>('main', 'custom-fields', { entity, ...body }),
  updateField: (id: string, body: FieldBody) => api.patch<One<CustomFieldDef>>('main', `custom-fields/${enc(id)}`, body),
  toggleField: (id: string) => api.del<One<CustomFieldDef>>('main', `custom-fields/${enc(id)}`),
  reorderFields: (entity: CustomFieldEntity, ids: string[]) => api.put<List<CustomFieldDef>>('main', 'custom-fields/order', { entity, ids }),
  saveSections: (sections: ProfileSection[]) => api.put<Sections>('main', SECTIONS, { sections }),
};

