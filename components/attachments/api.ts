/** Paths of the attachments API, served by the candidates service. */
export const paths = {
  files: 'files',
  file: (id: string) => `files/${encodeURIComponent(id)}`,
};
