'use client';
import useSWR from 'swr';
import { withQuery } from '@/lib/browser/api';
import { candKey, fetchCandidates } from '@/lib/browser/candidates-service';
import type { ListResponse as ListBody } from '@/lib/browser/lists';
import { paths } from './api';
import type { NoteRow, NoteSubjectType, NoteType } from '@/lib/notes/types';

export const NOTES_PER_PAGE = 20;

export const useNotes = (subjectType: NoteSubjectType, subjectId: string, page: number) =>
  useSWR<ListBody<NoteRow>>(
    candKey(withQuery(paths.notes, { subject_type: subjectType, subject_id: subjectId, page, per_page: NOTES_PER_PAGE })),
    fetchCandidates,
    { keepPreviousData: true },
  );

/** Note types change rarely: fetched once per screen, not on every focus. */
export function useNoteTypes(): NoteType[] {
  const { data } = useSWR<ListBody<NoteType>>(candKey(paths.noteTypes), fetchCandidates, { revalidateOnFocus: false });
  return data?.data ?? [];
}
