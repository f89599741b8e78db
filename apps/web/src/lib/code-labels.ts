import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { portalSettingsQuery } from './portal-settings-query';

/**
 * The words for the codes the wire carries (decision 073): a person reads "Portale clienti", never
 * `portal`; "Cliente", never company type 1. One place per family, in the shell's catalogue, which
 * every page of both sides loads, so the customer's pages and the back office say the same words.
 */

export type Product = (typeof PRODUCTS)[number];

export const isProduct = (code: string): code is Product => (PRODUCTS as readonly string[]).includes(code);

/** The company types the portal names: the spec leaves them numbers; 0 (the default, the vendor's own) asks for no disclaimers, 1–3 are those the demo data files. */
const NAMED_COMPANY_TYPES = [0, 1, 2, 3] as const;
type NamedCompanyType = (typeof NAMED_COMPANY_TYPES)[number];
const isNamedCompanyType = (type: number): type is NamedCompanyType =>
  (NAMED_COMPANY_TYPES as readonly number[]).includes(type);

/** A product's name; a code the portal does not know is shown as it is. */
export function useProductLabel(): (code: string) => string {
  const { t } = useTranslation('shell');
  return useCallback((code) => (isProduct(code) ? t(`shell.product.${code}`) : code), [t]);
}

/** A company type's name; a type without one reads "Tipo 7". Takes the number or its text (filters keep codes as text). */
export function useCompanyTypeLabel(): (type: number | string) => string {
  const { t } = useTranslation('shell');
  return useCallback(
    (type) => {
      const n = Number(type);
      return isNamedCompanyType(n)
        ? t(`shell.companyType.${n}`)
        : t('shell.companyType.other', { code: type });
    },
    [t],
  );
}

/** The company types to pick from: the named ones, with their names. */
export function useCompanyTypeOptions(): { value: string; label: string }[] {
  const label = useCompanyTypeLabel();
  return NAMED_COMPANY_TYPES.map((type) => ({ value: String(type), label: label(type) }));
}

/**
 * An identity provider's name: the one configured for it (what its sign-in button says), else its
 * version in words, for links to a provider no longer configured.
 */
export function useIdentityProviderLabel(): (id: string) => string {
  const { t } = useTranslation('shell');
  const providers = useQuery(portalSettingsQuery).data?.SsoProviders;
  return useCallback(
    (id) =>
      providers?.find((p) => p.Id === id)?.Name ??
      t('shell.identityProvider.version', { version: id.replace(/^v/i, '') }),
    [t, providers],
  );
}
