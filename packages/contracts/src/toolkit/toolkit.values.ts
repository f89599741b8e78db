// Plain data of the toolkit's contracts (customer and back office): the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from '../backoffice/resource-access';

/** What a toolkit file is, as customers browse them. */
export const TOOLKIT_CATEGORIES = ['tool', 'manual', 'form', 'update'] as const;
export type ToolkitCategory = (typeof TOOLKIT_CATEGORIES)[number];

/** The icon families of spec §9, by extension: what the lists show beside a file's name. */
export const FILE_ICON_KINDS = [
  'image',
  'pdf',
  'spreadsheet',
  'word',
  'presentation',
  'text',
  'archive',
  'other',
] as const;
export type FileIconKind = (typeof FILE_ICON_KINDS)[number];

const ICON_BY_EXTENSION: Record<string, FileIconKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  bmp: 'image',
  tif: 'image',
  tiff: 'image',
  pdf: 'pdf',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  txt: 'text',
  md: 'text',
  log: 'text',
  xml: 'text',
  json: 'text',
  zip: 'archive',
  '7z': 'archive',
  rar: 'archive',
  gz: 'archive',
  tgz: 'archive',
  tar: 'archive',
};

/** The icon family of a file by its name's extension (spec §9); `other` when none matches. */
export function fileIconKind(fileName: string): FileIconKind {
  const dot = fileName.lastIndexOf('.');
  return (dot >= 0 && ICON_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()]) || 'other';
}

/** The back-office list's state filter: offered files, withdrawn ones, or both. */
export const TOOLKIT_STATES = ['active', 'withdrawn', 'all'] as const;

export const TOOLKIT_SORT_FIELDS = ['Title', 'Product', 'Category', 'UpdatedAt', 'Downloads'] as const;
export const TOOLKIT_TITLE_MAX = 200;
export const TOOLKIT_DESCRIPTION_MAX = 2000;
export const TOOLKIT_VERSION_MAX = 40;
export const TOOLKIT_NOTES_MAX = 4000;
/** The largest file the portal takes, whatever the configuration says (TOOLKIT_MAX_BYTES). */
export const TOOLKIT_MAX_BYTES_CEILING = 2 * 1024 ** 3;

/**
 * Toolkit files: the whole back office reads them (an operator points a customer to a manual);
 * operators publish files and versions; withdrawing and deleting are the admins'.
 */
export const TOOLKIT_ACCESS = defineResourceAccess('toolkit', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', create: 'all', update: 'all', export: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all', export: 'all' },
});
