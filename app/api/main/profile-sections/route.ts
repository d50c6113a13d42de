import { handler } from '@/lib/api/handler';
import { STAFF } from '@/lib/auth/roles';
import { PROFILE_SECTIONS } from '@/lib/catalog/sections';
import { sectionsBody } from '@/lib/catalog/sections-schema';
import { readProfileSections, saveProfileSections } from '@/lib/catalog/profile-sections-store';

/** The candidate profile's shown tabs in order (`sections`), and every tab there is (`available`). */
export const GET = handler({ allow: STAFF }, async ({ session }) =>
  ({ data: { sections: await readProfileSections(session.tenantId), available: PROFILE_SECTIONS } }));

export const PUT = handler({ route: '/admin-settings', body: sectionsBody }, async ({ session, body }) =>
  ({ data: { sections: await saveProfileSections(session, body.sections), available: PROFILE_SECTIONS } }));
