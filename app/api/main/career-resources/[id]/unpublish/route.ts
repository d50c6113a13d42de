import { careerResourcesContracts } from '@/lib/career-resources/contract';
import { publishRoute } from '@/lib/career-resources/route-helpers';

export const POST = publishRoute(careerResourcesContracts.unpublish, false);
