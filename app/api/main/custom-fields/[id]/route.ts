import { handler } from '@/lib/api/handler';
import { fieldUpdate } from '@/lib/catalog/custom-field-schema';
import { toggleFieldArchived, updateField } from '@/lib/catalog/custom-field-service';

export const PATCH = handler({ route: '/admin-settings', body: fieldUpdate }, async ({ session, params, body }) =>
  ({ data: await updateField(session, params.id, body) }));

/** Archive toggle: archives an active field (its values are kept, and ignored), restores an archived one. */
export const DELETE = handler({ route: '/admin-settings' }, async ({ session, params }) =>
  ({ data: await toggleFieldArchived(session, params.id) }));
