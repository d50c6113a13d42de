import 'server-only';
import { sql } from 'drizzle-orm';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { invalidateSettings } from '@/lib/settings/queries';
import { ALWAYS_SHOWN, normaliseSections, type ProfileSection } from './sections';
import { logChange } from './write';

// Stored at company_settings.data.candidates.profile_sections (SPEC §3 "profile sections" of a candidate).

export async function readProfileSections(db: DbOrTx, tenantId: string): Promise<ProfileSection[]> {
  const res = await db.execute<{ sections: unknown }>(sql`select data -> 'candidates' -> 'profile_sections' as sections
    from company_settings where tenant_id = ${tenantId}`);
  return normaliseSections(res.rows[0]?.sections ?? null);
}

/**
 * One jsonb update that touches only this key, so a concurrent save of other settings is not
 * overwritten (no read-modify-write of the whole document).
 */
export async function saveProfileSections(db: DbOrTx, s: Session, sections: ProfileSection[]): Promise<ProfileSection[]> {
  // `details` cannot be hidden: when left out it is put first.
  const value = sections.includes(ALWAYS_SHOWN) ? sections : [ALWAYS_SHOWN, ...sections];
  const json = JSON.stringify(value);
  const saved = await db.transaction(async (tx) => {
    await tx.execute(sql`insert into company_settings (tenant_id, data)
      values (${s.tenantId}, jsonb_build_object('candidates', jsonb_build_object('profile_sections', ${json}::jsonb)))
      on conflict (tenant_id) do update set data = company_settings.data || jsonb_build_object('candidates',
        (case when jsonb_typeof(company_settings.data -> 'candidates') = 'object' then company_settings.data -> 'candidates' else '{}'::jsonb end)
          || jsonb_build_object('profile_sections', ${json}::jsonb))`);
    await logChange(tx, s, 'settings.profile_sections', 'candidates', { sections: value });
    return readProfileSections(tx, s.tenantId);
  });
  invalidateSettings(s.tenantId);
  return saved;
}
