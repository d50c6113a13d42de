'use client';
import { useApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import type { NoteSubjectType, NoteType } from '@/lib/notes/types';

export const NOTES_PER_PAGE = 20;

export const useNotes = (subjectType: NoteSubjectType, subjectId: string, page: number) =>
  useApi(
    candidatesRoutes.notes,
    { query: { subject_type: subjectType, subject_id: subjectId, page, per_page: NOTES_PER_PAGE } },
    { keepPreviousData: true },
  );

/** Note types change rarely: fetched once per screen, not on every focus. */
export function useNoteTypes(): NoteType[] {
  const { data } = useApi(candidatesRoutes.noteTypes, {}, { revalidateOnFocus: false });
  return data?.data ?? [];
}
