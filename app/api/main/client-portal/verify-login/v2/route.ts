import { handler } from '@/lib/api/handler';
import { authContracts } from '@/lib/contracts/auth';
import { verifyLoginRoute } from '@/lib/auth/route-helpers';

export const POST = handler(authContracts.verifyLoginV2, verifyLoginRoute);
