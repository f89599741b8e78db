import { describe, expect, it } from 'vitest';
import { CompanyFilter, CompanyInput } from './companies.contract';
import { maskUserCode } from './companies.values';

const issues = (input: object) =>
  (CompanyInput.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')} ${i.message}`);

describe('a company as the back office saves it', () => {
  it('checks the VAT code by its type and the fiscal code of an Italian company', () => {
    expect(issues({ VatCode: '09876543217', FiscalCode: '09876543217', Name: 'Rossi' })).toEqual([]);
    expect(issues({ VatCode: '09876543210', FiscalCode: 'XYZ', Name: 'Rossi' })).toEqual([
      'VatCode ERROR_VATCODE_BADCHAR_CTRL',
      'FiscalCode ERROR_COMPANY_FISCAL_CODE',
    ]);
    expect(issues({ VatCode: 'DE1234', VatCodeType: 2, Name: 'GmbH' })).toEqual([]);
    expect(issues({ VatCode: 'DE1', VatCodeType: 2, Name: 'GmbH' })).toEqual([
      'VatCode ERROR_VATCODE_BADLEN',
    ]);
    expect(issues({ VatCode: 'DE1234', VatCodeType: 3, Name: 'GmbH' })).toHaveLength(1);
  });

  it('gives an Italian company without a fiscal code its VAT number; a foreign one keeps none', () => {
    expect(CompanyInput.parse({ VatCode: '09876543217', Name: 'Rossi' }).FiscalCode).toBe('09876543217');
    expect(CompanyInput.parse({ VatCode: '09876543217', FiscalCode: ' ', Name: 'Rossi' }).FiscalCode).toBe(
      '09876543217',
    );
    expect(CompanyInput.parse({ VatCode: 'DE1234', VatCodeType: 2, Name: 'GmbH' }).FiscalCode).toBe('');
  });

  it('refuses the company as its own parent, at the parent’s place', () => {
    expect(
      issues({
        VatCode: '09876543217',
        FiscalCode: '09876543217',
        Name: 'R',
        ParentVatCodes: ['12345678903', '09876543217'],
      }),
    ).toEqual(['ParentVatCodes.1 ERROR_COMPANY_PARENT_SELF']);
  });

  it('normalises codes: upper case, no repeats', () => {
    const parsed = CompanyInput.parse({
      VatCode: 'de1234',
      VatCodeType: 2,
      Name: ' GmbH ',
      GroupCodes: ['nord', 'NORD'],
      ParentVatCodes: ['12345678903', '12345678903'],
      Products: ['portal', 'portal'],
    });
    expect(parsed).toMatchObject({
      VatCode: 'DE1234',
      Name: 'GmbH',
      GroupCodes: ['NORD'],
      ParentVatCodes: ['12345678903'],
      Products: ['portal'],
      AccessLocal: true,
      ForceTsid: false,
      Enabled: true,
    });
  });
});

describe('the list filter and the masked user code', () => {
  it('sorts by name A to Z unless told otherwise', () => {
    expect(CompanyFilter.parse({})).toMatchObject({ Sort: 'Name', Desc: false, Page: 0, Size: 20 });
    expect(CompanyFilter.safeParse({ Sort: 'Password' }).success).toBe(false);
  });

  it('hides all but the last two characters', () => {
    expect(maskUserCode('ROSSI2026')).toBe('•••••••26');
    expect(maskUserCode(null)).toBeNull();
  });
});
