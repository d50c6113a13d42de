export const FILE_KINDS = ['document', 'resume'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** What the upload accepts, for the file input's `accept` and the help text. */
export const FILE_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
