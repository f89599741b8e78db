import type { UserDetail } from '@sportello/contracts/backoffice/users.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';

export const userOf = (overrides: Partial<UserDetail> = {}): UserDetail => ({
  Id: '11111111-1111-4111-8111-111111111111',
  UserName: 'mario.rossi',
  FirstName: 'Mario',
  LastName: 'Rossi',
  Email: 'mario.rossi@example.com',
  Company: { Id: 1, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
  Role: 'company_admin',
  Enabled: true,
  Locked: false,
  SsoLinked: false,
  MustChangePassword: false,
  LastLoginAt: '2026-03-01T09:00:00.000Z',
  CreatedAt: '2026-01-01T09:00:00.000Z',
  FiscalCode: 'RSSMRA80A01H501U',
  PhoneNumber: '',
  MobilePhone: '',
  LanguageId: 1,
  BackofficeRole: null,
  LockedUntil: null,
  HasPassword: true,
  PasswordExpiresAt: null,
  EmailVerified: true,
  ActiveSessions: 0,
  Identities: [],
  IvrUserId: null,
  SecondFactorSince: null,
  ...overrides,
});

/** The list call of a filter as the page builds it. */
export const usersListRoute = (filter: object) => `GET /api/User/Filters/${encodeFilter(filter)}`;
