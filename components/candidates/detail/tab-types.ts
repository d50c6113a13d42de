import type { NamedOption } from '@/lib/candidates/types';
import type { CandidateDetail, StatusOption } from '@/lib/candidates/schema';
import { PROFILE_SECTIONS, type ProfileSection } from '@/lib/catalog/sections';
import { oneOfParam } from '@/lib/url-state/params';

/** SPEC §2's candidate tabs; the tenant's profile sections choose which show and in what order. */
export const CANDIDATE_TABS = PROFILE_SECTIONS;
export type CandidateTab = ProfileSection;

/** The open tab in the URL (?tab=); '' (or anything unknown) is the screen's home tab. */
export const TAB_PARAMS = { tab: oneOfParam<CandidateTab, ''>(CANDIDATE_TABS, '') };

/** SPEC §2: the application view shows these of the candidate's tabs. */
export const APPLICATION_TABS = [
  'notes',
  'documents',
  'placements',
  'resume',
  'availability',
  'preferences',
] as const satisfies readonly CandidateTab[];

/**
 * Choices the server page loads once (statuses, client companies, document types) for the tabs' pickers,
 * and the profile sections shown, in order (every tab when not given).
 */
export type TabOptions = {
  statuses: StatusOption[];
  companies: NamedOption[];
  documentTypes: NamedOption[];
  sections?: readonly CandidateTab[];
};
export type TabProps = { candidate: CandidateDetail; options: TabOptions };
