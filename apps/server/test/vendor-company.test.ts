import { vatControlDigit } from '@sportello/contracts/rules/vat-code';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/core/clock';
import { systemContext } from '../src/core/context';
import { ensureVendorCompany } from '../src/modules/companies/companies.service';
import { companies } from '../src/modules/companies/companies.tables';
import { users } from '../src/modules/users/users.tables';
import { createTestApp, errorBody, type TestApp } from './test-app';
import { signedIn, TestClient } from './test-client';
import { addVendorCustomer } from './vendor-staff';

/**
 * The vendor's company is not a customer company (decision 056). The detour a security review
 * took — a user code for the vendor's company, a registration into it, that account made a company
 * administrator, then disabling and demoting the back office's admins from "La mia azienda" — is
 * refused at every step; and the vendor's own record keeps its VAT number and its access.
 */

let t: TestApp;
let operator: TestClient;
let admin: TestClient;
let vendorId: number;
let adminId: string;
const VENDOR_VAT = '01234567897';
/** A valid VAT number no company holds. */
const NOBODYS_VAT = `0999999999${vatControlDigit('0999999999')}`;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signedIn(t.app, 'operatore@sportello.demo');
  admin = await signedIn(t.app, 'admin@sportello.demo');
  const [vendor] = await t.database.db.select().from(companies).where(eq(companies.isVendor, true));
  vendorId = vendor!.id;
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, 'admin@sportello.demo'));
  adminId = row!.id;
});
afterAll(() => t.close());

const demoAdmin = async () => {
  const [row] = await t.database.db
    .select({ enabled: users.enabled, role: users.role })
    .from(users)
    .where(eq(users.id, adminId));
  return row;
};

describe('the detour through a customer account inside the vendor company', () => {
  it('an operator cannot give the vendor company a user code', async () => {
    const res = await operator.post(`/api/Company/UserCode/Rotate/${vendorId}`);
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_COMPANY_VENDOR');
    const [vendor] = await t.database.db.select().from(companies).where(eq(companies.id, vendorId));
    expect(vendor!.userCode).toBeNull();
  });

  it('nobody registers into the vendor company, not even with a user code it was given before', async () => {
    await t.database.db.update(companies).set({ userCode: 'INTERNO1' }).where(eq(companies.id, vendorId));
    const res = await new TestClient(t.app).get(
      `/api/Company/register/local/exists/vatcode/${VENDOR_VAT}?userCode=INTERNO1`,
    );
    expect(errorBody(res).ErrorMessage).toBe('ERROR_COMPANY_NOT_VERIFIED');
    await t.database.db.update(companies).set({ userCode: null }).where(eq(companies.id, vendorId));
  });

  it('nobody asks for a secure code of the vendor company: it is answered as an unknown company', async () => {
    const res = await new TestClient(t.app).post('/api/Auth/getsecurecode', {
      FirstName: 'Carlo',
      LastName: 'Interno',
      PhoneNumber: '3331234567',
      Email: 'carlo@personale.example',
      Company: VENDOR_VAT,
      FiscalCode: '',
      Consent: true,
    });
    const unknown = await new TestClient(t.app).post('/api/Auth/getsecurecode', {
      FirstName: 'Carlo',
      LastName: 'Interno',
      PhoneNumber: '3331234567',
      Email: 'carlo@personale.example',
      Company: NOBODYS_VAT,
      FiscalCode: '',
      Consent: true,
    });
    expect(res.statusCode).toBe(unknown.statusCode);
    expect(res.json()).toEqual(unknown.json());
  });

  it('such an account (made before) cannot be given a customer role, nor use one on the staff', async () => {
    const inside = await addVendorCustomer(t);
    const promoted = await operator.post('/api/User/Roles', { Id: inside.userId, Role: 'company_admin' });
    expect(errorBody(promoted).ErrorMessage).toMatch(/^ERROR_BAD_ROLE\b/);

    const insider = await signedIn(t.app, inside.userName);
    for (const res of [
      await insider.post(`/api/Company/users/${adminId}/Enabled`, { Enabled: false }),
      await insider.post(`/api/Company/users/${adminId}/Role`, { Role: 'user' }),
      await insider.post('/api/Company/users/invitation', {
        Email: 'nuovo.admin@esterno.example',
        Role: { Id: 2 },
        RoleTs: null,
        CanModifyExcludedProducts: true,
        CanModifyTopics: true,
        ExcludedProducts: [],
        Topics: [],
        Language: { Id: 1 },
      }),
    ])
      expect([403, 404]).toContain(res.statusCode);
    expect(await demoAdmin()).toEqual({ enabled: true, role: 'admin' });
  });
});

describe("the vendor's own record", () => {
  const detail = async () => {
    const company = (await admin.get(`/api/Company/Filters/Detail/${vendorId}`)).json();
    return { ...company, ParentVatCodes: [] };
  };

  it('an operator cannot change it at all', async () => {
    const res = await operator.post('/api/Company/Save', { ...(await detail()), Name: 'Sovvertita S.p.A.' });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_COMPANY_VENDOR');
  });

  it('an admin changes its name, never its VAT number or fiscal code', async () => {
    const renamed = await admin.post('/api/Company/Save', {
      ...(await detail()),
      Name: 'Sportello Italia S.p.A.',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const [field, value] of [
      ['VatCode', NOBODYS_VAT],
      ['FiscalCode', NOBODYS_VAT],
    ] as const) {
      const res = await admin.post('/api/Company/Save', { ...(await detail()), [field]: value });
      expect(errorBody(res).Fields).toEqual([
        expect.objectContaining({ Field: field, ErrorMessage: 'ERROR_COMPANY_VENDOR' }),
      ]);
    }
  });

  it('is recognised by its mark, not by PROVIDER_VATCODE: another code at start-up makes no second vendor', async () => {
    const before = await t.database.db.select({ id: companies.id }).from(companies);
    const ctx = systemContext({ tx: t.database.db, log: console, clock: systemClock });
    await ensureVendorCompany(ctx, NOBODYS_VAT);
    const after = await t.database.db.select({ id: companies.id }).from(companies);
    expect(after.length).toBe(before.length);
    const vendors = await t.database.db.select().from(companies).where(eq(companies.isVendor, true));
    expect(vendors.map((c) => c.id)).toEqual([vendorId]);
  });
});

describe('a company switched to single sign-on only', () => {
  it("ends its people's sessions, as disabling it does", async () => {
    const giulia = await signedIn(t.app, 'giulia.neri');
    const [neri] = await t.database.db.select().from(companies).where(eq(companies.vatCode, '05555555555'));
    const company = (await operator.get(`/api/Company/Filters/Detail/${neri!.id}`)).json();
    const parents = company.Parents?.map((p: { VatCode: string }) => p.VatCode) ?? ['12345678903'];
    const res = await operator.post('/api/Company/Save', {
      ...company,
      ParentVatCodes: parents,
      AccessLocal: false,
      ForceTsid: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await giulia.get('/api/Auth/session')).statusCode).toBe(401);
  });
});
