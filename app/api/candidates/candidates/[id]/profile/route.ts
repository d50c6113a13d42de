import { candidateRoute } from '@/lib/candidates/route-helpers';
import { profileBody } from '@/lib/candidates/schema';
import { updateProfile } from '@/lib/candidates/service';

export const PUT = candidateRoute({ body: profileBody }, async ({ session, candidateId, body, ip }) =>
  ({ data: await updateProfile(session, candidateId, body, ip), message: 'Profile saved' }));
