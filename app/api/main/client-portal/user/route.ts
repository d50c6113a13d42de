import { handler } from '@/lib/api/handler';
import { authContracts } from '@/lib/contracts/auth';
import { currentUser } from '@/lib/auth/route-helpers';

export const GET = handler(authContracts.user, currentUser);
