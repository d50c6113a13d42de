import { handler } from '@/lib/api/handler';
import { authContracts } from '@/lib/auth/contract';
import { verifyLoginRoute } from '@/lib/auth/route-helpers';

export const POST = handler(authContracts.verifyLoginV2, verifyLoginRoute);
