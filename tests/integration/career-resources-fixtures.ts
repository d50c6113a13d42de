import { expect } from 'vitest';
import * as categories from '@/app/api/main/career-resources/categories/route';
import type { CareerCategory } from '@/lib/career-resources/schema';
import { call, json } from './helpers';

/** Rows the career-resources tests create for themselves. */

export const resourcePath = (id: string) => `/api/main/career-resources/${id}`;
export const categoryPath = (id: string) => `/api/main/career-resources/categories/${id}`;

export async function addCategory(token: string, name: string): Promise<CareerCategory> {
  const res = await call(categories.POST, 'POST', '/api/main/career-resources/categories', { token, body: { name } });
  const body = await json<{ data: CareerCategory }>(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data;
}
