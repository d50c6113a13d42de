import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listResources } from '@/lib/career-resources/queries';
import { createResource } from '@/lib/career-resources/resource-service';
import { CAREER_RESOURCES_ROUTE } from '@/lib/career-resources/route-helpers';
import { createResourceBody, resourceListQuery } from '@/lib/career-resources/schema';

/** Management list: category, state (published | draft | all) and search filters, in display order. */
export const GET = handler({ route: CAREER_RESOURCES_ROUTE, query: resourceListQuery }, async ({ session, query }) => {
  const { data, total } = await listResources(session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler({ route: CAREER_RESOURCES_ROUTE, body: createResourceBody }, async ({ session, body }) =>
  NextResponse.json({ data: await createResource(session, body), message: 'Resource created' }, { status: 201 }));
