import type { PublicBrand } from '@sportello/contracts/backoffice/settings.contract';
import { BRAND_PAGE_META } from '@sportello/contracts/backoffice/settings.values';
import type { Catalogue } from '@sportello/i18n/translate';

/**
 * The vendor's brand as the server wrote it into the page (decision 069): read before the first
 * render, so that the pre-rendered sign-in page is taken over with the name and colour it shows, and
 * the app paints in them at once. Absent (the development server, a test): the build's own.
 */
export function pageBrand(doc: Document = document): PublicBrand | undefined {
  const content = doc.querySelector(`meta[name="${BRAND_PAGE_META}"]`)?.getAttribute('content');
  if (!content) return undefined;
  try {
    return JSON.parse(content) as PublicBrand;
  } catch {
    return undefined;
  }
}

/** The shell's texts with the product's name of the brand: the header and every tab's title use it. */
export function withProductName<T extends Readonly<Record<string, Catalogue>>>(
  catalogues: T,
  name?: string,
): T {
  if (!name || !catalogues.shell) return catalogues;
  return { ...catalogues, shell: { ...catalogues.shell, 'shell.appName': name } };
}
