import type { CandidateDetail, NamedOption, StatusOption } from '@/lib/candidates/types';

export const CANDIDATE_TABS = ['details', 'notes', 'messages', 'documents', 'placements', 'resume', 'availability', 'preferences', 'applications'] as const;
export type CandidateTab = (typeof CANDIDATE_TABS)[number];

/** SPEC §2: the application view shows these of the candidate's tabs. */
export const APPLICATION_TABS = ['notes', 'documents', 'placements', 'resume', 'availability', 'preferences'] as const satisfies readonly CandidateTab[];

/** Choices the server page loads once (statuses, client companies, document types) for the tabs' pickers. */
export type TabOptions = { statuses: StatusOption[]; companies: NamedOption[]; documentTypes: NamedOption[] };
export type TabProps = { candidate: CandidateDetail; options: TabOptions };
