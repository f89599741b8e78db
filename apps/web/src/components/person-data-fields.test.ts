import { CATALOGUES } from '@sportello/i18n/catalogues';
import type { Catalogue } from '@sportello/i18n/translate';
import { describe, expect, it } from 'vitest';
import { EMPTY_PERSON, type PersonField, type PersonValues, personDataErrors } from './person-data-fields';

const ITALIAN = CATALOGUES.it.errors as Catalogue;
const SHOWN = { email: true, password: true };

/** A registration's step 1 that passes every rule. */
const VALID: PersonValues = {
  ...EMPTY_PERSON,
  userName: 'anna.nuova',
  firstName: 'Anna',
  lastName: 'Nuova',
  fiscalCode: 'RSSMRA80A01H501U',
  email: 'anna@example.it',
  email2: 'anna@example.it',
  phone: '0212345678',
  mobile: '3331234567',
  password: 'Impianti#26',
  password2: 'Impianti#26',
};

describe('personDataErrors (the user step of registration and invitations)', () => {
  it('finds nothing wrong with valid data', () => {
    expect(personDataErrors(ITALIAN, VALID, SHOWN, 8)).toEqual({});
  });

  // Each mistake alone: it is said next to its own field only, in Italian.
  const cases: [string, Partial<PersonValues>, PersonField][] = [
    ['a user name with a space and a "!"', { userName: 'nome utente!' }, 'userName'],
    ['a first name with a digit', { firstName: 'Ann4' }, 'firstName'],
    ['no last name', { lastName: '' }, 'lastName'],
    ['a fiscal code whose check letter is wrong', { fiscalCode: 'NRIGLI80A41F205X' }, 'fiscalCode'],
    ['an e-mail without a domain', { email: 'anna@', email2: 'anna@' }, 'email'],
    ['a repeated e-mail that differs', { email2: 'altra@example.it' }, 'email2'],
    ['a phone with letters', { phone: '12ab' }, 'phone'],
    ['no mobile', { mobile: '' }, 'mobile'],
    ['a weak password', { password: 'debole', password2: 'debole' }, 'password'],
    ['a repeated password that differs', { password2: 'Impianti#27' }, 'password2'],
    ['availability that ends before it starts', { from: '18', to: '9' }, 'from'],
  ];
  for (const [mistake, change, field] of cases) {
    it(`says ${mistake} next to its field`, () => {
      const errors = personDataErrors(ITALIAN, { ...VALID, ...change }, SHOWN, 8);
      expect(Object.keys(errors)).toEqual([field]);
      // A sentence of the catalogue, never a bare key.
      expect(errors[field]).toMatch(/^[A-Z][^_]+$/);
    });
  }

  it('asks neither the e-mail nor the password when they are not shown (an invitation, single sign-on)', () => {
    const errors = personDataErrors(
      ITALIAN,
      { ...VALID, email: '', email2: '', password: '', password2: '' },
      { email: false, password: false },
    );
    expect(errors).toEqual({});
  });
});
