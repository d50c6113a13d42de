'use client';
import { CustomFieldsForm } from '@/components/custom-fields/custom-fields-form';
import type { CandidateDetail } from '@/lib/candidates/schema';
import { candidateKey } from '../api';
import { invalidate } from '@/lib/browser/invalidate';

/**
 * The candidate's custom fields, laid out from the tenant's field definitions (admin settings →
 * candidates). Values live in the candidate's profile, so the shared candidate is refetched after a save.
 */
export function CustomFieldsEditor({ candidate }: { candidate: CandidateDetail }) {
  return <CustomFieldsForm entity="candidate" entityId={candidate._id} onSaved={() => void invalidate(candidateKey(candidate._id))} />;
}
