import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import type { ToolkitItem } from '@sportello/contracts/toolkit/toolkit.contract';
import type { ToolkitCategory } from '@sportello/contracts/toolkit/toolkit.values';

/** The page's category filter: one category, or all of them. */
export type CategoryChoice = ToolkitCategory | 'all';

/** The files of one product, as the page shows them under its name. */
export interface ProductGroup {
  product: string;
  files: ToolkitItem[];
}

const newestFirst = (a: ToolkitItem, b: ToolkitItem) =>
  Date.parse(b.PublishedAt) - Date.parse(a.PublishedAt) || a.Title.localeCompare(b.Title, 'it');

/** The words a search looks for, each somewhere in a file's title, description, file name or notes. */
export function matchesSearch(file: ToolkitItem, search: string): boolean {
  const words = search.toLocaleLowerCase('it').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [file.Title, file.Description, file.FileName, file.ReleaseNotes, file.Version]
    .join('\n')
    .toLocaleLowerCase('it');
  return words.every((word) => text.includes(word));
}

/**
 * The files shown, grouped by product in the portal's order of products (an unknown code last), the
 * newest first within each; `category` and `search` narrow them on the page.
 */
export function groupByProduct(
  files: readonly ToolkitItem[],
  category: CategoryChoice = 'all',
  search = '',
): ProductGroup[] {
  const shown = files.filter(
    (file) => (category === 'all' || file.Category === category) && matchesSearch(file, search),
  );
  const rank = (product: string) => {
    const index = (PRODUCTS as readonly string[]).indexOf(product);
    return index < 0 ? PRODUCTS.length : index;
  };
  const products = [...new Set(shown.map((file) => file.Product))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  return products.map((product) => ({
    product,
    files: shown.filter((file) => file.Product === product).sort(newestFirst),
  }));
}

/** The files new to the customer, newest first. */
export const newFiles = (files: readonly ToolkitItem[]) => files.filter((file) => file.New).sort(newestFirst);

/** The latest files, newest first. */
export const latestFiles = (files: readonly ToolkitItem[], count: number) =>
  [...files].sort(newestFirst).slice(0, count);
