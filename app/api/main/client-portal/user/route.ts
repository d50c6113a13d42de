import { handler } from '@/lib/api/handler';
import { EVERYONE } from '@/lib/auth/roles';
import { userDetails } from '@/lib/auth/user-details';

export const GET = handler({ allow: EVERYONE }, async ({ session }) => ({
  data: userDetails({ ...session, id: session.userId }),
}));
