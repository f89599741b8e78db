import type { Company, CompanyInput } from '@sportello/contracts/backoffice/companies.contract';
import { isProduct } from '../../../lib/code-labels';

/** The edit form's values, as its inputs hold them. */
export type CompanyForm = {
  VatCodeType: '1' | '2';
  VatCode: string;
  FiscalCode: string;
  Name: string;
  CompanyType: string;
  Products: string[];
  GroupCodes: string[];
  ParentVatCodes: string[];
  AccessLocal: boolean;
  ForceTsid: boolean;
  Enabled: boolean;
};

export const EMPTY_FORM: CompanyForm = {
  VatCodeType: '1',
  VatCode: '',
  FiscalCode: '',
  Name: '',
  CompanyType: '0',
  Products: [],
  GroupCodes: [],
  ParentVatCodes: [],
  AccessLocal: true,
  ForceTsid: false,
  Enabled: true,
};

export function formOf(c: Company): CompanyForm {
  return {
    VatCodeType: c.VatCodeType === 2 ? '2' : '1',
    VatCode: c.VatCode,
    FiscalCode: c.FiscalCode,
    Name: c.Name,
    CompanyType: String(c.CompanyType),
    Products: c.Products,
    GroupCodes: c.GroupCodes,
    ParentVatCodes: c.Parents.map((p) => p.VatCode),
    AccessLocal: c.AccessLocal,
    ForceTsid: c.ForceTsid,
    Enabled: c.Enabled,
  };
}

export function inputOf(id: number, f: CompanyForm): CompanyInput {
  const type = Number(f.CompanyType);
  return {
    Id: id,
    VatCodeType: f.VatCodeType === '2' ? 2 : 1,
    VatCode: f.VatCode,
    FiscalCode: f.FiscalCode,
    Name: f.Name,
    CompanyType: Number.isInteger(type) && type >= 0 ? type : 0,
    Products: f.Products.filter(isProduct),
    GroupCodes: f.GroupCodes,
    ParentVatCodes: f.ParentVatCodes,
    AccessLocal: f.AccessLocal,
    ForceTsid: f.ForceTsid,
    Enabled: f.Enabled,
  };
}
