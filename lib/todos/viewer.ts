import type { NextRequest } from 'next/server';
import { dateIn, requestTimeZone } from '@/lib/api/timezone';
import type { Session } from '@/lib/auth/guard';
import type { Viewer } from './queries';

/**
 * The caller as the to-do queries and writes need them: tenant, user ("me", created_by, audit) and
 * "today" in their time zone (X-Timezone), so a to-do due today is not overdue before midnight there.
 */
export const viewerFor = (session: Session, req: NextRequest): Viewer => ({
  tenantId: session.tenantId,
  userId: session.userId,
  today: dateIn(requestTimeZone(req.headers)),
});
