import type { ScopedMutator } from 'swr';
import { api } from '@/lib/browser/api';
import type { CreateResourceInput, UpdateResourceInput } from '@/lib/career-resources/schema';
import type { CareerCategory, CareerResource } from '@/lib/career-resources/types';

/** API paths of career resources (main service). SWR keys are these paths plus their query. */
export const ROOT = 'career-resources';
export const CATEGORIES_PATH = `${ROOT}/categories`;
const enc = encodeURIComponent;
export const resourcePath = (id: string) => `${ROOT}/${enc(id)}`;

type One<T> = { data: T; message?: string };

export const careerApi = {
  create: (body: CreateResourceInput) => api.post<One<CareerResource>>('main', ROOT, body),
  update: (id: string, body: UpdateResourceInput) => api.patch<One<CareerResource>>('main', resourcePath(id), body),
  remove: (id: string) => api.del<One<null>>('main', resourcePath(id)),
  publish: (id: string, on: boolean) => api.post<One<CareerResource>>('main', `${resourcePath(id)}/${on ? 'publish' : 'unpublish'}`),
  reorder: (ids: string[]) => api.put<One<unknown>>('main', `${ROOT}/order`, { ids }),
  preview: (bodyHtml: string) => api.post<One<{ body_html: string }>>('main', `${ROOT}/preview`, { body_html: bodyHtml }),
  createCategory: (name: string) => api.post<One<CareerCategory>>('main', CATEGORIES_PATH, { name }),
  renameCategory: (id: string, name: string) => api.patch<One<CareerCategory>>('main', `${CATEGORIES_PATH}/${enc(id)}`, { name }),
  deleteCategory: (id: string) => api.del<One<null>>('main', `${CATEGORIES_PATH}/${enc(id)}`),
  reorderCategories: (ids: string[]) => api.put<One<CareerCategory[]>>('main', `${CATEGORIES_PATH}/order`, { ids }),
};

/** Every cached career-resources read (lists, categories, details) refetches after any change. */
export const revalidateCareer = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(ROOT));
