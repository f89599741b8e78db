import { randomBytes } from 'node:crypto';
import { expect, request } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DEMO_PASSWORD } from './sign-in';
import { vat } from './vat-code';

/**
 * Test data of its own: the suite runs its files side by side on one server, so a test that changes
 * a user (a password, a request to support) works on a user nobody else signs in as. Demo users are
 * for reading, and the few a file changes (paolo.verdi's password, anna.migrata's lockout, mario.rossi's
 * IVR PIN) are changed by that file only.
 */
export interface Customer {
  userName: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Neri Trasporti: one parent company, so that its users sign in straight to the home page. */
const COMPANY = { VatCode: '05555555555', UserCode: 'NERI2026' };

/**
 * Registers a new user of Neri Trasporti through the public registration call, as the wizard does
 * (the captcha solved as the browser widget solves it), from a client of its own, so that the
 * browser of the test is not signed in. `label` names the user in the server's data and mail.
 */
export async function newCustomer(baseURL: string, label: string): Promise<Customer> {
  const unique = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const customer: Customer = {
    userName: `e2e.${label}.${unique}`,
    email: `${label}.${unique}@e2e.example`,
    password: DEMO_PASSWORD,
    firstName: 'Carla',
    lastName: 'Prova',
  };
  const api = await request.newContext({ baseURL });
  try {
    const { Token } = (await (await api.get('/api/Auth/antiforgery')).json()) as { Token: string };
    const headers = { 'X-CSRF-Token': Token };
    const disclaimers = (await (
      await api.post('/api/Auth/getuseremptydisclaimers', { headers, data: { VatCode: COMPANY.VatCode } })
    ).json()) as { Id: number; Version: number }[];
    const challenge = (await (await api.get('/api/auth/captcha/challenge')).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution, 'the captcha solved').toBeTruthy();
    const registered = await api.post('/api/Auth/registerlogin', {
      headers,
      data: {
        UserName: customer.userName,
        FirstName: customer.firstName,
        LastName: customer.lastName,
        Email: customer.email,
        Email2: customer.email,
        PhoneNumber: '0212345678',
        MobilePhone: '3331234567',
        FiscalCode: 'PRVCRL80A41F205U',
        Password: customer.password,
        Password2: customer.password,
        UserCode: COMPANY.UserCode,
        NewsLetter: true,
        Language: { Id: 1 },
        Availability: { From: { TimeValue: 9 }, To: { TimeValue: 18 } },
        Privacy: { PrivacyAck: true },
        Disclaimers: disclaimers.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: true })),
        Company: { VatCode: COMPANY.VatCode, VatCodeType: 1 },
        ReCaptcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    return customer;
  } finally {
    await api.dispose();
  }
}

/**
 * A user of a company of its own whose identity provider is required (ForceTsid), with a password of
 * the portal all the same (a temporary one, as the back office gives): the sign-in page's case of a
 * proven password that may not sign in locally. Made by the admin through the API.
 */
export async function userOfCompanyRequiringProvider(baseURL: string): Promise<Customer> {
  const unique = Date.now().toString().slice(-9);
  const user: Customer = {
    userName: `e2e.tsid.${unique}`,
    email: `tsid.${unique}@e2e.example`,
    password: DEMO_PASSWORD,
    firstName: 'Carla',
    lastName: 'Prova',
  };
  const admin = await request.newContext({ baseURL });
  try {
    const post = async (path: string, data: object) => {
      const { Token } = (await (await admin.get('/api/Auth/antiforgery')).json()) as { Token: string };
      const res = await admin.post(path, { headers: { 'X-CSRF-Token': Token }, data });
      expect(res.status(), await res.text()).toBe(200);
      return res.json();
    };
    await post('/api/Auth/login', { UserName: 'admin@sportello.demo', Password: DEMO_PASSWORD });
    const code = vat(`3${unique}`);
    const { Id } = (await post('/api/Company/Save', {
      VatCode: code,
      FiscalCode: code,
      Name: `Tsid Prova ${unique} S.r.l.`,
      ForceTsid: true,
    })) as { Id: number };
    await post('/api/User/Create', {
      Mode: 'password',
      CompanyId: Id,
      Role: 'user',
      UserName: user.userName,
      FirstName: user.firstName,
      LastName: user.lastName,
      Email: user.email,
      TemporaryPassword: user.password,
    });
    return user;
  } finally {
    await admin.dispose();
  }
}
