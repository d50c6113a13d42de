import { handler } from '@/lib/http/handler';
import { authContracts } from '@/lib/contracts/auth';
import { verifyLoginRoute } from '@/lib/http/auth-routes';

export const POST = handler(authContracts.verifyLoginV2, verifyLoginRoute);
