import { handler } from '@/lib/http/handler';
import { authContracts } from '@/lib/contracts/auth';
import { currentUser } from '@/lib/http/auth-routes';

export const GET = handler(authContracts.user, currentUser);
