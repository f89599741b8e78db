import { describe, expect, it } from 'vitest';
import { readSnapshot, type WizardSnapshot, withIdentityData } from './wizard-snapshot';

const SAVED: WizardSnapshot = {
  Step: 1,
  Company: { VatCode: '06666666661', FiscalCode: '06666666661', VatCodeType: 1, UserCode: 'BLU2026' },
  User: {
    userName: 'anna.blu',
    firstName: 'Anna',
    lastName: 'Blu',
    fiscalCode: '',
    email: 'anna@typed.example',
    email2: 'anna@typed.example',
    phone: '',
    mobile: '',
  },
  Availability: { From: 0, To: 0 },
  Language: 2,
};

describe('readSnapshot', () => {
  it('accepts the saved shape and keeps the step within the wizard', () => {
    expect(readSnapshot(SAVED)).toEqual(SAVED);
    expect(readSnapshot({ ...SAVED, Step: 7 })?.Step).toBe(2);
    expect(readSnapshot({ ...SAVED, Step: -1 })?.Step).toBe(0);
  });

  it('refuses anything else', () => {
    expect(readSnapshot(undefined)).toBeUndefined();
    expect(readSnapshot({})).toBeUndefined();
    expect(readSnapshot({ ...SAVED, Company: { ...SAVED.Company, VatCodeType: 3 } })).toBeUndefined();
    expect(readSnapshot({ ...SAVED, User: { ...SAVED.User, userName: 'x'.repeat(101) } })).toBeUndefined();
  });
});

describe('withIdentityData', () => {
  it("lets the identity's names and e-mail win, and keeps what it does not have", () => {
    expect(withIdentityData(SAVED.User, { email: 'anna@idp.example', firstName: 'Annalisa' })).toEqual({
      ...SAVED.User,
      firstName: 'Annalisa',
      email: 'anna@idp.example',
      email2: 'anna@idp.example',
    });
    expect(withIdentityData(SAVED.User, undefined)).toEqual(SAVED.User);
  });
});
