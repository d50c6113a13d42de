import { handler } from '@/lib/http/handler';
import { customFieldsContracts } from '@/lib/contracts/catalog';
import { toggleFieldArchived, updateField } from '@/lib/catalog/custom-field-service';

export const PATCH = handler(customFieldsContracts.update, async ({ session, params, body }) => ({
  data: await updateField(session, params.id, body),
}));

/** Archive toggle: archives an active field (its values are kept, and ignored), restores an archived one. */
export const DELETE = handler(customFieldsContracts.toggleArchived, async ({ session, params }) => ({
  data: await toggleFieldArchived(session, params.id),
}));
