/** Spec §2 file-encoding picker: Windows code page numbers, as the server's import expects them. */
export const FILE_ENCODINGS = [1252, 65000, 65001] as const;

export type FileEncoding = (typeof FILE_ENCODINGS)[number];

/** UTF-8 is what today's spreadsheets and editors write. */
export const DEFAULT_FILE_ENCODING: FileEncoding = 65001;
