import type { CompanyRef } from '@sportello/contracts/auth/login.contract';
import { dayIn, MIGRATION_TIME_ZONE } from '@sportello/contracts/rules/company-migration';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { ServiceContext } from '../../core/context';
import { findCompanyByVat, findCompanyWithParents } from './companies.repository';
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

export function getCompanyByVat({ tx }: ServiceContext, vatCode: string): Promise<CompanyRow | undefined> {
  return findCompanyByVat(tx, vatCode.toUpperCase());
}

/** Today as migration days count (decision 042): the vendor's calendar day. */
export const migrationToday = (clock: Clock) => dayIn(MIGRATION_TIME_ZONE, clock.now());

/**
 * Whether the company's people are at the customer hub now: it is marked as migrated and its day has
 * come. Until then they sign in, register and ask for codes as before.
 */
export function isMigratedNow(company: Pick<CompanyRow, 'migratedOn'>, clock: Clock): boolean {
  return company.migratedOn !== null && company.migratedOn <= migrationToday(clock);
}
