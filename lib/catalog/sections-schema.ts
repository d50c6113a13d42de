import { z } from 'zod';
import { PROFILE_SECTIONS } from './sections';

/** PUT /profile-sections: the shown sections in order (details is put first when left out). */
export const sectionsBody = z.object({
  sections: z
    .array(z.enum(PROFILE_SECTIONS, { error: `sections must be among ${PROFILE_SECTIONS.join(', ')}` }), {
      error: 'sections must be a list',
    })
    .max(PROFILE_SECTIONS.length)
    .refine((xs) => new Set(xs).size === xs.length, 'validation.noRepeats'),
});

/** The candidate profile's shown tabs in order, and every tab there is. */
export const profileSections = z.object({ sections: z.array(z.enum(PROFILE_SECTIONS)), available: z.array(z.enum(PROFILE_SECTIONS)) });
