import { notFound, say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import type { Session } from '@/lib/auth/guard';
import { layoutsContracts } from '@/lib/contracts/settings';
import { getLayout, saveLayout } from '@/lib/settings/service';

/** A layout belongs to its user: `me` or the user's own id; anyone else's is not found. */
function assertOwnLayout(session: Session, id: string | undefined) {
  if (id !== 'me' && id !== session.userId) throw notFound('layout');
}

export const GET = handler(layoutsContracts.get, async ({ db, session, params }) => {
  assertOwnLayout(session, params.id);
  return { data: await getLayout(db, session) };
});

export const PUT = handler(layoutsContracts.save, async ({ db, session, params, body }) => {
  assertOwnLayout(session, params.id);
  return { data: await saveLayout(db, session, body), message: say('done.settings.layoutSaved') };
});
