import { callApi } from '@/lib/browser/typed-api';
import { careerResourcesRoutes } from '@/lib/contracts/routes/career-resources';
import type { CreateResourceInput, UpdateResourceInput } from '@/lib/career-resources/schema';
import { invalidate, readsOf } from '@/lib/browser/invalidate';

const c = careerResourcesRoutes;

export const careerApi = {
  create: (body: CreateResourceInput) => callApi(c.create, { body }),
  update: (id: string, body: UpdateResourceInput) => callApi(c.update, { params: { id }, body }),
  remove: (id: string) => callApi(c.remove, { params: { id } }),
  publish: (id: string, on: boolean) => callApi(on ? c.publish : c.unpublish, { params: { id } }),
  reorder: (ids: string[]) => callApi(c.order, { body: { ids } }),
  preview: (bodyHtml: string) => callApi(c.preview, { body: { body_html: bodyHtml } }),
  createCategory: (name: string) => callApi(c.createCategory, { body: { name } }),
  renameCategory: (id: string, name: string) => callApi(c.renameCategory, { params: { id }, body: { name } }),
  deleteCategory: (id: string) => callApi(c.removeCategory, { params: { id } }),
  reorderCategories: (ids: string[]) => callApi(c.orderCategories, { body: { ids } }),
};

/** Every cached career-resources read (lists, categories, details) refetches after any change. */
export const revalidateCareer = () => invalidate(...readsOf(careerResourcesRoutes));
