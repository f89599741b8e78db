import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { smtpCatcher } from '../smtp-catcher';
import { createDatabase, HttpClient, type PortalProcess, startPortal } from './portal-process';

// A production start on an empty database has no one who can sign in. The admin command (the built
// dist/admin.js, as `npm run admin` and the container run it) makes the first back-office admin;
// the e-mailed code lets that admin choose a password and run the back office: a first customer
// company, its first user, who signs in and chooses a password of their own. No SQL anywhere.

const cluster = inject('cluster');
const ADMIN_COMMAND = new URL('../../dist/admin.js', import.meta.url).pathname;
const smtp = smtpCatcher();
let databaseUrl: string;
let portal: PortalProcess | undefined;

beforeAll(async () => {
  await smtp.start();
  databaseUrl = await createDatabase(cluster.url, 'sportello_fault_first_admin');
});
afterAll(async () => {
  await portal?.stop();
  await smtp.stop().catch(() => {});
});

/**
 * The admin command as an operator runs it, in production, on the portal's database. Asynchronous:
 * the SMTP server that receives its mail runs in this process.
 */
function adminCommand(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [ADMIN_COMMAND, ...args],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          PUBLIC_URL: 'https://portale.example.it',
          COOKIE_SECRET: 'fault-suite-cookie-secret-0123456789abcdef',
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'sportello-admin-data-')),
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the first back-office admin of a production start', () => {
  it('is made by the admin command, chooses a password with the e-mailed code, and runs the back office', async () => {
    // Wrong use and bad input change nothing and say why.
    expect((await adminCommand('create', '--email', 'capo@vendor.example')).status).toBe(2);
    const bad = await adminCommand(
      'create',
      '--email',
      'capo@',
      '--first-name',
      'Chiara',
      '--last-name',
      'Capo',
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('the e-mail address is not valid');

    const made = await adminCommand(
      'create',
      '--email',
      'capo@vendor.example',
      '--first-name',
      'Chiara',
      '--last-name',
      'Capo',
    );
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('Back-office admin capo@vendor.example created.');
    expect(made.stdout).toContain(
      'https://portale.example.it/reset-password?user=capo%40vendor.example&lg=1',
    );
    const code = /enter the code (\d{8})/.exec(made.stdout)?.[1];
    expect(code).toBeDefined();
    expect(made.stdout).toContain('The same was e-mailed to capo@vendor.example.');
    expect(smtp.received.find((m) => m.to === 'capo@vendor.example')?.text).toContain(code);

    portal = await startPortal({ databaseUrl, env: { SEED_DEMO: 'false' } });
    const admin = new HttpClient(portal.url);
    const reset = await admin.request('POST', '/api/Auth/resetpassword', {
      UserName: 'capo@vendor.example',
      Code: code,
      Password: 'Amministra#2026',
      Password2: 'Amministra#2026',
    });
    expect(reset).toEqual({ status: 200, body: { Done: true } });
    expect((await admin.signIn('capo@vendor.example', 'Amministra#2026')).status).toBe(200);
    const permissions = await admin.request('GET', '/api/App/BackOffice/Permissions');
    expect(permissions.body).toMatchObject({ Role: 'admin' });

    // The portal goes into service: the first customer company, then its first user with a
    // temporary password, as the back office's forms send them.
    const company = await admin.request('POST', '/api/Company/Save', {
      VatCode: '12345678903',
      FiscalCode: '12345678903',
      Name: 'Prima Cliente S.p.A.',
      Products: ['accounting'],
    });
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    const companyId = (company.body as { Id: number }).Id;
    const user = await admin.request('POST', '/api/User/Create', {
      Mode: 'password',
      CompanyId: companyId,
      Role: 'company_admin',
      UserName: 'anna.prima',
      FirstName: 'Anna',
      LastName: 'Prima',
      Email: 'anna.prima@prima-cliente.example',
      TemporaryPassword: 'Temporanea#2026',
    });
    expect(user.status, JSON.stringify(user.body)).toBe(200);

    // Her first sign-in asks for a password of her own before anything else.
    const customer = new HttpClient(portal.url);
    const signedIn = await customer.signIn('anna.prima', 'Temporanea#2026');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      MustChangePassword: true,
      Company: { Name: 'Prima Cliente S.p.A.' },
    });
    expect((await customer.request('GET', '/api/Company/users')).status).toBe(403);
    const changed = await customer.request('POST', '/api/Auth/changepassword', {
      OldPassword: 'Temporanea#2026',
      NewPassword: 'Chiave#Mia26',
      NewPassword2: 'Chiave#Mia26',
    });
    expect(changed).toEqual({ status: 200, body: { Done: true } });
    const people = await customer.request('GET', '/api/Company/users');
    expect(people.status, JSON.stringify(people.body)).toBe(200);
    expect(JSON.stringify(people.body)).toContain('anna.prima');
    // Both creations are in the change log, by the admin.
    const filter = Buffer.from(JSON.stringify({ Action: 'create', Actor: 'capo@vendor.example' })).toString(
      'base64url',
    );
    const log = await admin.request('GET', `/api/App/Audit/Filters/${filter}`);
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain('Prima Cliente S.p.A.');
    expect(JSON.stringify(log.body)).toContain('anna.prima');

    // Once the admin has a password, running the command again changes nothing.
    const again = await adminCommand(
      'create',
      '--email',
      'capo@vendor.example',
      '--first-name',
      'X',
      '--last-name',
      'Y',
    );
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('already a back-office admin with a password');
  });
});
