import { createHash } from 'node:crypto';
import { BRAND_IMAGE_MAX_BYTES } from '@sportello/contracts/backoffice/settings.values';
import type { ErrorKey } from '@sportello/contracts/common/errors';

/**
 * The brand's uploaded images (decision 069): the type is read from the bytes' signature, never from
 * the name or the browser's word, and only raster formats a browser shows as an image are taken. SVG
 * is refused rather than sanitised: it is a document that may hold scripts and links, and a logo
 * loses nothing as a PNG.
 */
const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { type: 'image/jpeg', matches: (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')) },
  { type: 'image/gif', matches: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'image/x-icon', matches: (b) => b.subarray(0, 4).equals(Buffer.from('00000100', 'hex')) },
];

export function imageType(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.type;
}

export type DecodedImage = { id: string; contentType: string; content: Buffer };

/** An uploaded `data:` URL as an image to store, or the reason it is refused. */
export function decodeUpload(dataUrl: string): DecodedImage | { refused: ErrorKey } {
  const content = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (content.length > BRAND_IMAGE_MAX_BYTES) return { refused: 'ERROR_BRAND_IMAGE_TOO_LARGE' };
  const contentType = imageType(content);
  if (!contentType) return { refused: 'ERROR_BRAND_IMAGE' };
  return { id: createHash('sha256').update(content).digest('hex'), contentType, content };
}
