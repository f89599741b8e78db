import { describe, expect, it } from 'vitest';
import { EMPTY_PERSON } from '../../../components/person-data-fields';
import {
  readSnapshot,
  snapshotOf,
  valuesOfSnapshot,
  type WizardSnapshot,
  withIdentityData,
} from './wizard-snapshot';

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

describe('the wizard’s values and the snapshot', () => {
  it('keep what was typed, never the password, and give back the steps’ values', () => {
    const company = { vatCodeType: '1', vatCode: '06666666661', userCode: ' BLU2026 ' } as const;
    const person = {
      ...SAVED.User,
      password: 'Segreta#26',
      password2: 'Segreta#26',
      from: '0',
      to: '0',
      language: '2',
    };
    const saved = snapshotOf({ VatCode: '06666666661', FiscalCode: '06666666661' }, company, person, 1);
    expect(saved).toEqual(SAVED);
    expect(JSON.stringify(saved)).not.toContain('Segreta');
    const back = valuesOfSnapshot(saved, undefined);
    expect(back.company).toEqual({ ...company, userCode: 'BLU2026' });
    expect({ ...EMPTY_PERSON, ...back.person }).toEqual({ ...person, password: '', password2: '' });
  });
});
