import type { ScopedMutator } from 'swr';
import type { CreateApplicationInput, UpdateApplicationInput } from '@/lib/applications/schema';
import { callApi, keysOf } from '@/lib/browser/typed-api';
import { candidatesRoutes as r } from '@/lib/contracts/routes/candidates';

export const applicationApi = {
  create: (body: CreateApplicationInput) => callApi(r.createApplication, { body }),
  update: (id: string, body: UpdateApplicationInput) => callApi(r.updateApplication, { params: { id }, body }),
};

/** Every read that shows applications: the list, one candidate's editor, the candidate's tab and view. */
const applicationReads = keysOf(r.applicationList, r.application, r.applicationsOf, r.applications);

/**
 * components/jobs/job-applications.tsx still reads a job's applications by the old key (the path without its
 * service mount, 'applications?job=…'); matched here until it reads through the ref, so it follows a change too.
 */
const jobApplicationsByOldKey = (key: unknown) => typeof key === 'string' && (key === 'applications' || key.startsWith('applications?'));

/** Every cached applications read after a change. */
export const revalidateApplications = (mutate: ScopedMutator) => mutate((key) => applicationReads(key) || jobApplicationsByOldKey(key));
