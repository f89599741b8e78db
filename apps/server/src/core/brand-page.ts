import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PublicBrand } from '@sportello/contracts/backoffice/settings.contract';
import { BRAND_PAGE_META } from '@sportello/contracts/backoffice/settings.values';
import { escapeHtml } from '@sportello/html/html';

/**
 * The brand in the web app's HTML (decision 069). The pages are built once, with the name and colour
 * the build knows (`BUILT_PRODUCT_NAME`, `blue`); the server writes the settings' brand into them as
 * it sends them: the title, the product's name (each element marked `data-brand-name`: the header's, the welcome's), the primary
 * colour's CSS variables, the favicon, and the whole brand in a `<meta>` the page's script reads
 * before it hydrates, so that its first render is the markup it takes over. Every value is escaped.
 */

/** The name the build writes into the pages (the shell catalogue's `shell.appName`). */
export const BUILT_PRODUCT_NAME = 'Sportello';
const BUILT_COLOUR = 'blue';

export function brandPage(html: string, brand: PublicBrand): string {
  const name = escapeHtml(brand.ProductName);
  let page = html
    .replace(
      /<title>([^<]*)<\/title>/,
      (_, title: string) => `<title>${title.replaceAll(BUILT_PRODUCT_NAME, name)}</title>`,
    )
    .replace(
      /(<[a-z]+[^>]*\sdata-brand-name(?:="[^"]*")?[^>]*>)[^<]*(<\/)/g,
      (_, open: string, close: string) => `${open}${name}${close}`,
    );
  if (brand.PrimaryColour !== BUILT_COLOUR)
    page = page.replace(
      new RegExp(`(--mantine-primary-color-[\\w-]+:\\s*var\\(--mantine-color-)${BUILT_COLOUR}-`, 'g'),
      `$1${brand.PrimaryColour}-`,
    );
  if (brand.FaviconUrl)
    page = page.replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="${escapeHtml(brand.FaviconUrl)}">`);
  const meta = `<meta name="${BRAND_PAGE_META}" content="${escapeHtml(JSON.stringify(brand))}">`;
  return page.replace('</head>', () => `  ${meta}\n  </head>`);
}

/** A page as sent: plain, and compressed the two ways browsers ask for. */
export interface EncodedPage {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The branded page, compressed once per page and brand on this process (the build's own copies are
 * compressed too: decision 044's first paint counts the bytes on the wire).
 */
export function brandedPages(): (file: string, html: string, brand: PublicBrand) => Promise<EncodedPage> {
  const kept = new Map<string, { key: string; page: Promise<EncodedPage> }>();
  return (file, html, brand) => {
    const key = JSON.stringify(brand);
    const hit = kept.get(file);
    if (hit?.key === key) return hit.page;
    const plain = Buffer.from(brandPage(html, brand));
    const page = Promise.all([
      brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipped(plain, { level: 9 }),
    ]).then(([br, gzip]) => ({ plain, br, gzip }));
    kept.set(file, { key, page });
    // A failed compression is tried again by the next request rather than kept.
    page.catch(() => kept.delete(file));
    return page;
  };
}
