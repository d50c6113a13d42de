import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { createCategory } from '@/lib/career-resources/category-service';
import { listCategories } from '@/lib/career-resources/queries';
import { CAREER_RESOURCES_ROUTE } from '@/lib/career-resources/route-helpers';
import { categoryBody } from '@/lib/career-resources/schema';

export const GET = handler({ route: CAREER_RESOURCES_ROUTE }, async ({ session }) => {
  const data = await listCategories(session.tenantId);
  return { data, meta: { totalItems: data.length, total: data.length } };
});

export const POST = handler({ route: CAREER_RESOURCES_ROUTE, body: categoryBody }, async ({ session, body }) =>
  NextResponse.json({ data: await createCategory(session, body), message: 'Category created' }, { status: 201 }));
