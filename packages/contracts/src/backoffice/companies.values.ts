// Plain data of companies.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

export const COMPANY_SORT_FIELDS = ['Name', 'VatCode', 'CreatedAt'] as const;

/** Spec §3: 1 an Italian partita IVA, 2 a foreign VAT number. */
export const VAT_CODE_TYPES = [1, 2] as const;

/**
 * The user code the vendor gives a customer (asked at registration): upper-case letters and digits
 * without the ones people confuse when they read it out or type it (0 O, 1 I L, 5 S, 2 Z, 8 B).
 */
export const USER_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const USER_CODE_LENGTH = 10;

/** What the detail shows instead of the user code: all but its last two characters hidden. */
export function maskUserCode(code: string | null): string | null {
  if (!code) return null;
  return `${'•'.repeat(Math.max(code.length - 2, 0))}${code.slice(-2)}`;
}

/** The most parents one company may have (firms that serve it). */
export const MAX_PARENTS = 50;

/**
 * The customer registry's companies: everyone in the back office finds and reads them; operators
 * also change them (edit, enable or disable, a new user code, and seeing the user code in clear);
 * creating one and exporting the registry are the admins'. Companies are never deleted here.
 */
export const COMPANIES_ACCESS = defineResourceAccess('companies', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', update: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', export: 'all' },
});
