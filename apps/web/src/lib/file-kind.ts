/** The families of files the portal shows with their own icon (spec §9 "File icons are mapped by extension"). */
export type FileKind =
  | 'image'
  | 'pdf'
  | 'spreadsheet'
  | 'word'
  | 'presentation'
  | 'text'
  | 'archive'
  | 'other';

const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  ...Object.fromEntries(
    ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff', 'ico', 'heic'].map((e) => [
      e,
      'image',
    ]),
  ),
  pdf: 'pdf',
  ...Object.fromEntries(['xls', 'xlsx', 'xlsm', 'xlsb', 'csv', 'ods'].map((e) => [e, 'spreadsheet'])),
  ...Object.fromEntries(['doc', 'docx', 'docm', 'dot', 'dotx', 'odt', 'rtf'].map((e) => [e, 'word'])),
  ...Object.fromEntries(['ppt', 'pptx', 'pps', 'ppsx', 'odp'].map((e) => [e, 'presentation'])),
  ...Object.fromEntries(['txt', 'log', 'xml', 'json', 'md'].map((e) => [e, 'text'])),
  ...Object.fromEntries(['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz'].map((e) => [e, 'archive'])),
};

/** The kind of a file by the extension of its name (case-insensitive); `other` when unknown or absent. */
export function fileKind(filename: string): FileKind {
  const name = filename.trim().split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return 'other';
  return KIND_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'other';
}
