/** Paths of the notes API: the candidates service serves notes on any subject (candidate, company, ...). */
export const paths = {
  notes: 'notes',
  note: (id: string) => `notes/${encodeURIComponent(id)}`,
  noteTypes: 'note-types',
};
