import type { CreateApplicationInput, UpdateApplicationInput } from '@/lib/applications/schema';
import { callApi } from '@/lib/browser/typed-api';
import { candidatesRoutes as r } from '@/lib/contracts/routes/candidates';
import { invalidate } from '@/lib/browser/invalidate';

export const applicationApi = {
  create: (body: CreateApplicationInput) => callApi(r.createApplication, { body }),
  update: (id: string, body: UpdateApplicationInput) => callApi(r.updateApplication, { params: { id }, body }),
};

/** Every read that shows applications: the list, one candidate's editor, the candidate's tab and view. */

/** Every cached applications read after a change. */
export const revalidateApplications = () => invalidate(r.applicationList, r.application, r.applicationsOf, r.applications);
