import { jobActionRoute } from '@/lib/jobs/route-helpers';

export const PUT = jobActionRoute('publish');
