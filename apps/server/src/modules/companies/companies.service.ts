import type { CompanyRef } from '@sportello/contracts/auth/login.contract';
import { AppError } from '../../core/app-error';
import { type Clock, portalToday } from '../../core/clock';
import type { ServiceContext } from '../../core/context';
import {
  findCompanyByVat,
  findCompanyWithParents,
  findVendorCompany,
  markVendorCompany,
} from './companies.repository';
import type { CompanyRow } from './companies.tables';

export type CompanyWithParents = CompanyRow & { parents: CompanyRef[] };

export async function getCompanyWithParents({ tx }: ServiceContext, id: number): Promise<CompanyWithParents> {
  const company = await findCompanyWithParents(tx, id);
  if (!company) throw new AppError('ERROR_NOT_FOUND');
  return company;
}

/**
 * Whether a company's people sign in with a password here: local sign-in allowed (AccessLocal) and
 * the identity provider not required (ForceTsid). Registration and invitations follow the same
 * switch: a user of a company that requires the provider is created without a password.
 */
export const signsInLocally = (company: Pick<CompanyRow, 'accessLocal' | 'forceTsid'>): boolean =>
  company.accessLocal && !company.forceTsid;

/** Spec §3 Company local-login info; an unknown VAT number is a 404. */
export async function getCompanyLocalLogin(
  { tx }: ServiceContext,
  vatCode: string,
): Promise<{ AccessLocal: boolean; ForceTsid: boolean }> {
  const company = await findCompanyByVat(tx, vatCode.toUpperCase());
  if (!company) throw new AppError('ERROR_NOT_FOUND');
  return { AccessLocal: company.accessLocal, ForceTsid: company.forceTsid };
}

/** Any company by its VAT number or fiscal code, the vendor's own included. */
export function getCompanyByVat({ tx }: ServiceContext, vatCode: string): Promise<CompanyRow | undefined> {
  return findCompanyByVat(tx, vatCode.toUpperCase());
}

/**
 * A customer company by its VAT number or fiscal code. The vendor's own company is not a customer
 * company (decision 056): registration and secure codes find nothing under its code.
 */
export async function getCustomerCompanyByVat(
  { tx }: ServiceContext,
  vatCode: string,
): Promise<CompanyRow | undefined> {
  const company = await findCompanyByVat(tx, vatCode.toUpperCase());
  return company && !company.isVendor ? company : undefined;
}

/** Whether a company is the vendor's own, whose people are its staff (decision 056). */
export const isVendorCompany = (company: Pick<CompanyRow, 'isVendor'>): boolean => company.isVendor;

/** The vendor's own company; a portal whose start-up has not marked one yet is misconfigured. */
export async function getVendorCompany({ tx }: ServiceContext): Promise<CompanyRow> {
  const company = await findVendorCompany(tx);
  if (!company) throw new AppError('ERROR_GENERIC', 'no vendor company: start the portal once');
  return company;
}

/**
 * At start-up: the vendor's company is the one already marked, whatever its VAT code is now; the
 * first time, the company of PROVIDER_VATCODE, created when missing. A later change of
 * PROVIDER_VATCODE neither moves the mark nor makes a second vendor company.
 */
export async function ensureVendorCompany({ tx }: ServiceContext, providerVatCode: string): Promise<void> {
  if (await findVendorCompany(tx)) return;
  await markVendorCompany(tx, providerVatCode, 'Sportello S.p.A.');
}

/**
 * Whether the company's people are at the customer hub now: it is marked as migrated and its day has
 * come (migration days are the portal's days, decision 042). Until then they sign in, register and
 * ask for codes as before.
 */
export function isMigratedNow(company: Pick<CompanyRow, 'migratedOn'>, clock: Clock): boolean {
  return company.migratedOn !== null && company.migratedOn <= portalToday(clock);
}
