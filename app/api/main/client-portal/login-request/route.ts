import { publicHandler } from '@/lib/api/handler';
import { requestLogin } from '@/lib/auth/login';
import { loginRequestBody } from '@/lib/auth/schema';

export const POST = publicHandler({ body: loginRequestBody }, async ({ body, req, ip }) =>
  requestLogin(body, req.nextUrl.origin, ip));
