import { requestLocale } from '@/lib/http/error-response';
import { handler } from '@/lib/http/handler';
import { authContracts } from '@/lib/contracts/auth';
import { requestLogin } from '@/lib/auth/login';

export const POST = handler(authContracts.loginRequestV2, async ({ db, body, req, ip }) =>
  requestLogin(db, body, req.nextUrl.origin, ip, requestLocale(req)),
);
