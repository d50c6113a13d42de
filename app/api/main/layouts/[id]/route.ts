import { notFound } from '@/lib/api/errors';
import { handler } from '@/lib/api/handler';
import type { Session } from '@/lib/auth/guard';
import { EVERYONE } from '@/lib/auth/roles';
import { layoutBody } from '@/lib/settings/schema';
import { getLayout, saveLayout } from '@/lib/settings/service';

/** A layout belongs to its user: `me` or the user's own id; anyone else's is not found. */
function assertOwnLayout(session: Session, id: string | undefined) {
  if (id !== 'me' && id !== session.userId) throw notFound('layout');
}

export const GET = handler({ allow: EVERYONE }, async ({ session, params }) => {
  assertOwnLayout(session, params.id);
  return { data: await getLayout(session) };
});

export const PUT = handler({ allow: EVERYONE, body: layoutBody }, async ({ session, params, body }) => {
  assertOwnLayout(session, params.id);
  return { data: await saveLayout(session, body), message: 'Layout saved' };
});
