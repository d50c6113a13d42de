import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { createCategory } from '@/lib/career-resources/category-service';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';
import { listCategories } from '@/lib/career-resources/queries';

export const GET = handler(careerResourcesContracts.categories, async ({ session }) => {
  const data = await listCategories(session.tenantId);
  return { data, meta: { totalItems: data.length, total: data.length } };
});

export const POST = handler(careerResourcesContracts.createCategory, async ({ session, body }) =>
  NextResponse.json({ data: await createCategory(session, body), message: 'Category created' }, { status: 201 }),
);
