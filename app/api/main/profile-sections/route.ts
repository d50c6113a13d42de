import { handler } from '@/lib/http/handler';
import { profileSectionsContracts } from '@/lib/contracts/catalog';
import { readProfileSections, saveProfileSections } from '@/lib/catalog/profile-sections-queries';
import { PROFILE_SECTIONS } from '@/lib/catalog/sections';

/** The candidate profile's shown tabs in order (`sections`), and every tab there is (`available`). */
export const GET = handler(profileSectionsContracts.get, async ({ db, session }) => ({
  data: { sections: await readProfileSections(db, session.tenantId), available: PROFILE_SECTIONS },
}));

export const PUT = handler(profileSectionsContracts.save, async ({ db, session, body }) => ({
  data: { sections: await saveProfileSections(db, session, body.sections), available: PROFILE_SECTIONS },
}));
