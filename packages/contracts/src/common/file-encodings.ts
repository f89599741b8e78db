// Plain data: the web app uses it without loading any schema (decision 022).

/**
 * The file encodings of the spec's picker (§2), by their Windows code page numbers: ANSI Latin 1
 * (1252), UTF-7 (65000), UTF-8 (65001). Imports read them, exports write them.
 */
export const FILE_ENCODINGS = [1252, 65000, 65001] as const;

export type FileEncoding = (typeof FILE_ENCODINGS)[number];

/** UTF-8 is what today's spreadsheets and editors write. */
export const DEFAULT_FILE_ENCODING: FileEncoding = 65001;
