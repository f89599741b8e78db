/**
 * Spec §2 file-encoding picker: Windows code page numbers — ANSI Latin 1 (1252), UTF-7 (65000),
 * UTF-8 (65001) — as the imports read them and the exports write them. Plain data, no zod.
 */
export const FILE_ENCODINGS = [1252, 65000, 65001] as const;

export type FileEncoding = (typeof FILE_ENCODINGS)[number];

/** UTF-8 is what today's spreadsheets and editors write. */
export const DEFAULT_FILE_ENCODING: FileEncoding = 65001;
