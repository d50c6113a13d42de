import { handler } from '@/lib/api/handler';
import { locationStatusBody } from '@/lib/locations/schema';
import { setLocationStatus } from '@/lib/locations/service';

export const PUT = handler({ route: '/companies', body: locationStatusBody }, async ({ session, body }) => {
  const count = await setLocationStatus(session, body);
  return { data: { count }, message: `${count} location${count === 1 ? '' : 's'} updated` };
});
