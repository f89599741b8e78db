import { fileTypeFromBuffer } from 'file-type';

/**
 * The types the toolkit takes, as read from a file's first bytes (decision 084) — never from its
 * name: documents (PDF, Office, OpenDocument, RTF), images, archives and installers, and text.
 */
const ACCEPTED = new Set([
  'application/pdf',
  'application/rtf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/bmp',
  // Office Open XML and OpenDocument
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  // Office 97–2003 documents and Windows Installer packages share the compound file format.
  'application/x-cfb',
  'application/x-msi',
  // Archives
  'application/zip',
  'application/x-7z-compressed',
  'application/gzip',
  'application/x-tar',
  'application/x-bzip2',
  'application/x-xz',
  'application/x-rar-compressed',
  // Installers and tools
  'application/x-msdownload',
  'application/vnd.microsoft.portable-executable',
  'application/x-apple-diskimage',
  'application/vnd.debian.binary-package',
  'application/x-rpm',
  'application/java-archive',
]);

/** Text (UTF-8 or a legacy 8-bit code page) carries no NUL byte; binary formats nearly always do. */
const looksLikeText = (head: Buffer) => !head.includes(0);

/**
 * The type of an upload from its first bytes, or undefined when the toolkit does not take it.
 * Text is served as `text/plain` whatever it holds (an HTML page stays a page's source), its
 * code page unnamed: the browser or the program that opens it decides.
 */
export async function toolkitContentType(head: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return ACCEPTED.has(detected.mime) ? detected.mime : undefined;
  return looksLikeText(head) ? 'text/plain' : undefined;
}
