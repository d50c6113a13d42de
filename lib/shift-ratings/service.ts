import 'server-only';
import { sql } from 'drizzle-orm';
import { conflict, forbidden } from '@/lib/errors';
import { audit } from '@/lib/audit';
import { contactLocationIds } from '@/lib/auth/contact-scope';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { shiftRatings } from '@/lib/db/schema';
import { findRatableCard, ratingEnabled, ratingOfCard } from './queries';
import type { RatingInput } from './schema';
import type { ShiftRating } from './schema';

/**
 * Rates a worked shift, or changes its rating: anyone who sees the card (staff; a Company Contact at her
 * assigned locations) while the tenant's switch is on, and only once the card is closed. The card is found
 * first, so another tenant's or another location's card is a 404 whatever the switch says; then the switch
 * (403), then the clock-out (409). The card is held (FOR SHARE) so it cannot go or reopen before the commit.
 */
export async function rateShift(db: DbOrTx, session: Session, timecardId: string, input: RatingInput): Promise<ShiftRating> {
  // Read before the transaction: the settings cache may go to the database, which a transaction callback must not.
  const [enabled, locationIds] = await Promise.all([ratingEnabled(session.tenantId), contactLocationIds(db, session)]);
  const scope = { tenantId: session.tenantId, locationIds };
  return db.transaction(async (tx) => {
    const card = await findRatableCard(tx, scope, timecardId, { lock: true });
    if (!enabled) throw forbidden('shiftRatings.off');
    if (!card.closed) throw conflict('shiftRatings.shiftOpen');
    const values = { rating: input.rating, comment: input.comment, ratedBy: session.userId };
    await tx
      .insert(shiftRatings)
      .values({ ...values, tenantId: session.tenantId, timecardId: card.id, candidateId: card.candidateId, locationId: card.locationId })
      .onConflictDoUpdate({ target: shiftRatings.timecardId, set: { ...values, updatedAt: sql`now()` } });
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'shift_rating.save',
      target: card.id,
      meta: { rating: input.rating },
    });
    return (await ratingOfCard(tx, session.tenantId, card.id))!;
  });
}
