import type { ScopedMutator } from 'swr';
import { callApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import type { UpdateApplicationInput } from '@/lib/applications/schema';
import type { ApplicationRow, CandidateSummary } from '@/lib/applications/types';

/** Paths on the candidates service; SWR keys are these paths with their query. */
export const APPLICATIONS_PATH = 'applications';
export const candidateApplicationsPath = (candidateId: string) => `${APPLICATIONS_PATH}/candidate/${encodeURIComponent(candidateId)}`;

export type ApplicationResponse = { data: ApplicationRow; message?: string };
export type CandidateApplications = { data: { candidate: CandidateSummary; applications: ApplicationRow[] } };

export const applicationApi = {
  update: (id: string, body: UpdateApplicationInput) => callApi(candidatesRoutes.updateApplication, { params: { id }, body }),
};

/** Every cached applications read (lists, one candidate's, a job's) after a change. */
export const revalidateApplications = (mutate: ScopedMutator) =>
  mutate(
    (key) =>
      typeof key === 'string' &&
      (key === APPLICATIONS_PATH || key.startsWith(`${APPLICATIONS_PATH}?`) || key.startsWith(`${APPLICATIONS_PATH}/`)),
  );
