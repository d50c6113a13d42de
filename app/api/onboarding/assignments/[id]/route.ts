import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { getAssignment } from '@/lib/onboarding/assignment-queries';
import { deleteAssignment } from '@/lib/onboarding/assignment-service';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { idParam } from '@/lib/onboarding/load';

export const GET = handler(onboardingContracts.assignment, async ({ db, session, params }) => ({
  data: await getAssignment(db, session.tenantId, idParam(params.id, 'assignment')),
}));

export const DELETE = handler(onboardingContracts.deleteAssignment, async ({ db, session, params }) => {
  await deleteAssignment(db, session, idParam(params.id, 'assignment'));
  return { data: null, message: say('done.onboarding.assignmentRemoved') };
});
