import { checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { getCompanyByVat } from '../companies/companies.service';

/**
 * Registration step 0 (spec §4): the company must be known (and not migrated), and the user code the
 * vendor gave it must match, regardless of case and surrounding spaces.
 */
export async function verifyCompany(
  ctx: Pick<ServiceContext, 'tx'>,
  vat: string,
  userCode: string | undefined,
) {
  const identifier = checkVatOrFiscalCode(vat);
  if (!identifier.ok) throw new AppError(identifier.key, identifier.detail);
  const company = await getCompanyByVat(ctx, identifier.value);
  if (!company || company.migrated) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  const expected = company.userCode?.trim().toUpperCase();
  if (!expected || userCode?.trim().toUpperCase() !== expected)
    throw new AppError('ERROR_BUS_VERIFY_COMPANY_CODE');
  return {
    VatCode: company.vatCode,
    FiscalCode: company.fiscalCode,
    VatCodeType: company.vatCodeType,
    Name: company.name,
    CompanyType: company.companyType,
    AccessLocal: company.accessLocal,
    ForceTsid: company.forceTsid,
  };
}
