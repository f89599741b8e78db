import { TestClient } from './test-client';

/**
 * A complete, valid registration (`registerlogin` body) for a demo company, with every disclaimer the
 * portal asks for accepted. `unique` keeps user names and e-mails apart between tests.
 */
export async function registrationData(
  client: TestClient,
  company: { VatCode: string; UserCode: string },
  unique: string,
  overrides: Record<string, unknown> = {},
) {
  // Asked as a visitor, as the wizard does: a signed-in caller would get their own pending ones.
  const visitor = new TestClient(client.app);
  const disclaimers = (
    await visitor.post('/api/Auth/getuseremptydisclaimers', { VatCode: company.VatCode })
  ).json<{ Id: number; Version: number }[]>();
  return {
    UserName: `nuovo.utente${unique}`,
    FirstName: 'Giulia',
    LastName: 'Neri',
    Email: `Giulia.Neri${unique}@Example.it`,
    Email2: `giulia.neri${unique}@example.it`,
    PhoneNumber: '0212345678',
    MobilePhone: '3331234567',
    FiscalCode: 'nrigli80a41f205r',
    Password: 'Sole2026!x',
    Password2: 'Sole2026!x',
    UserCode: company.UserCode,
    NewsLetter: true,
    Language: { Id: 1 },
    Availability: { From: { TimeValue: 9 }, To: { TimeValue: 18 } },
    Privacy: { PrivacyAck: true },
    Disclaimers: disclaimers.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: true })),
    Company: { VatCode: company.VatCode, VatCodeType: 1 },
    ...overrides,
  };
}
