import { publishRoute } from '@/lib/career-resources/route-helpers';

export const POST = publishRoute(true);
