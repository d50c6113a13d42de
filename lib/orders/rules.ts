import type { LocationScope } from '@/lib/auth/contact-scope';
import type { OrderStatus } from '@/lib/db/schema-recruiting';
import type { OrderActions } from './schema';

/** The asker: staff (locationIds null) or a Company Contact (lib/auth/contact-scope.ts). */
type Who = LocationScope & { userId: string };
type OrderState = { status: OrderStatus; filled: number; headcount: number; created_by: string | null };

export const isLive = (status: OrderStatus) => status === 'open' || status === 'partially_filled';

/**
 * Who may do what to an order. Staff manage any order of the tenant. A Company Contact manages only
 * orders they created: edit (notes, headcount, dates) while nobody fills it yet, cancel while it is live.
 * The service enforces the same rules with a reason; this answer lets the screen hide dead buttons.
 */
export function orderActions(who: Who, o: OrderState): OrderActions {
  if (who.locationIds === null) {
    return {
      edit: o.status !== 'cancelled',
      cancel: isLive(o.status),
      fill: isLive(o.status) && o.filled < o.headcount,
      contactFieldsOnly: false,
    };
  }
  const own = o.created_by === who.userId;
  return { edit: own && o.status === 'open' && o.filled === 0, cancel: own && isLive(o.status), fill: false, contactFieldsOnly: true };
}
