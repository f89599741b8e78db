import { describe, expect, it } from 'vitest';
import { checkEditedPerson, checkPersonData, type PersonData } from './person-data';

const person = (overrides: Partial<PersonData>): PersonData => ({
  UserName: 'chiara.fontana',
  FirstName: 'Chiara',
  LastName: 'Fontana',
  FiscalCode: 'FNTCHR90A41F205V',
  PhoneNumber: '0212345678',
  MobilePhone: '3331234567',
  Availability: { From: { TimeValue: 9 }, To: { TimeValue: 18 } },
  ...overrides,
});
const fiscalCodeProblem = (FiscalCode: string) =>
  checkPersonData(person({ FiscalCode }), { email: false, password: false }).problems.find(
    (p) => p.path === 'FiscalCode',
  );

describe('checkPersonData: the fiscal code', () => {
  it('asks for a missing one as for any required field', () => {
    expect(fiscalCodeProblem('')).toEqual({ path: 'FiscalCode', key: 'ERROR_FIELD_REQUIRED' });
    expect(fiscalCodeProblem('   ')).toEqual({ path: 'FiscalCode', key: 'ERROR_FIELD_REQUIRED' });
  });

  it('calls one that is there but wrong the user’s fiscal-code error, and takes a valid one', () => {
    expect(fiscalCodeProblem('FNTCHR90A41F205X')).toEqual({
      path: 'FiscalCode',
      key: 'ERROR_BAD_USER_FISCAL_CODE',
    });
    expect(fiscalCodeProblem('FNTCHR90')).toEqual({ path: 'FiscalCode', key: 'ERROR_BAD_USER_FISCAL_CODE' });
    expect(fiscalCodeProblem('fntchr90a41f205v')).toBeUndefined();
  });
});

describe('checkEditedPerson: a person the back office edits', () => {
  const edited = { FirstName: 'Chiara', LastName: 'Fontana', Email: 'chiara@example.com' };

  it('lets the fiscal code and the phones stay empty', () => {
    expect(checkEditedPerson({ ...edited, FiscalCode: ' ', PhoneNumber: '', MobilePhone: '' })).toEqual([]);
  });

  it('names every field in error, the wrong fiscal code as the user’s fiscal-code error', () => {
    expect(
      checkEditedPerson({
        FirstName: '',
        LastName: 'Fontana',
        Email: 'chiara@',
        FiscalCode: 'FNTCHR90A41F205X',
        PhoneNumber: '02',
        MobilePhone: '3331234567',
      }),
    ).toEqual([
      { path: 'FirstName', key: 'ERROR_BAD_NAME' },
      { path: 'Email', key: 'ERROR_BAD_EMAIL' },
      { path: 'FiscalCode', key: 'ERROR_BAD_USER_FISCAL_CODE' },
      { path: 'PhoneNumber', key: 'ERROR_BAD_PHONE' },
    ]);
  });
});
