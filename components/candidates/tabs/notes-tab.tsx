'use client';
import { NotesPanel } from '@/components/notes/notes-panel';
import type { TabProps } from '../detail/tab-types';

export default function NotesTab({ candidate }: TabProps) {
  return <NotesPanel subjectType="candidate" subjectId={candidate._id} />;
}
