import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portalWithProvider, throughProvider } from '../../../test/sso-provider';
import { errorBody } from '../../../test/test-app';
import { TestClient } from '../../../test/test-client';
import { addDemotedAdmin } from '../../../test/vendor-staff';
import { systemClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { companies } from '../companies/companies.tables';
import { ispLinks } from '../sso/sso.tables';
import { users } from '../users/users.tables';
import { issueToken } from '../verification/verification.service';
import { invitations } from './invitations.tables';

/**
 * Invitees who come through the identity provider: the identity this browser brought back must be
 * the invited address's, and is linked to the new user, who then signs in through the provider.
 */
const portal = portalWithProvider();
const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * An invitation of `vatCode` to `email`, as a call of `sender` (the demo admin, from the back office)
 * would store it; returns the link.
 */
async function invitationTo(vatCode: string, email: string, sender = 'admin@sportello.demo') {
  const { db } = portal.t.database;
  const [company] = await db.select().from(companies).where(eq(companies.vatCode, vatCode));
  const [invitedBy] = await db.select().from(users).where(eq(users.userName, sender));
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  const [invitation] = await db
    .insert(invitations)
    .values({ companyId: company?.id ?? 0, email, roleId: 1, expiresAt, invitedBy: invitedBy?.id })
    .returning();
  const ctx = systemContext({ tx: db, log: silentLog, clock: systemClock });
  const token = await issueToken(ctx, { purpose: 'invitation', subject: invitation!.id, expiresAt });
  return `${token.secret}/${encodeURIComponent(email)}`;
}

async function boundBrowser(login: string) {
  const { c, token } = await throughProvider(portal.t.app, login, { provider: 'v3', local: '0' });
  expect((await c.post(`/api/Auth/ispparsetoken?token=${encodeURIComponent(token)}`)).statusCode).toBe(200);
  return c;
}

async function answer(client: TestClient, userName: string) {
  const disclaimers = (
    await client.post('/api/Auth/getuseremptydisclaimers', { VatCode: '06666666661' })
  ).json<{ Id: number; Version: number }[]>();
  return {
    UserName: userName,
    FirstName: 'Nuovo',
    LastName: 'Utente',
    FiscalCode: 'FNTCHR90A41F205V',
    PhoneNumber: '0212345678',
    MobilePhone: '3331234567',
    Language: { Id: 1 },
    Privacy: { PrivacyAck: true },
    Disclaimers: disclaimers.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: true })),
  };
}

describe('invitations through the identity provider', () => {
  it('needs an identity for a company without local sign-in', async () => {
    const link = await invitationTo('06666666661', 'senza.identita@example.it');
    const client = new TestClient(portal.t.app);
    const res = await client.post(`/api/Company/users/invitation/complete/${link}`, {
      ...(await answer(client, 'senza.identita')),
      Password: 'Sole2026!x',
      Password2: 'Sole2026!x',
    });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_LOCAL_LOGIN_DISABLED');
  });

  it('refuses an identity of another address (the web then disconnects), creating nothing', async () => {
    const link = await invitationTo('06666666661', 'qualcun.altro@example.it');
    const client = await boundBrowser('sso.nuovo');
    const res = await client.post(
      `/api/Company/users/invitation/complete/${link}`,
      await answer(client, 'altro.blu'),
    );
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_INVITATION_EMAIL_MISMATCH');
    expect(await portal.t.database.db.select().from(users).where(eq(users.userName, 'altro.blu'))).toEqual(
      [],
    );
  });

  it('refuses an invitation whose sender may no longer send it, creating nothing', async () => {
    // An admin demoted to viewer no longer invites anyone into a customer company.
    const { userName } = await addDemotedAdmin(portal.t);
    const link = await invitationTo('06666666661', 'nuovo.utente@example.it', userName);
    const client = await boundBrowser('sso.nuovo');
    const res = await client.post(
      `/api/Company/users/invitation/complete/${link}`,
      await answer(client, 'nuovo.viola'),
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_NOT_FOUND');
    expect(await portal.t.database.db.select().from(users).where(eq(users.userName, 'nuovo.viola'))).toEqual(
      [],
    );
  });

  it('creates the user without a password, links the identity and signs in through the provider', async () => {
    const link = await invitationTo('06666666661', 'nuovo.utente@example.it');
    const client = await boundBrowser('sso.nuovo');
    const res = await client.post(
      `/api/Company/users/invitation/complete/${link}`,
      await answer(client, 'nuovo.blu'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ UserName: 'nuovo.blu', Company: { VatCode: '06666666661' } });
    const [created] = await portal.t.database.db.select().from(users).where(eq(users.userName, 'nuovo.blu'));
    expect(created?.passwordHash).toBeNull();
    const links = await portal.t.database.db
      .select()
      .from(ispLinks)
      .where(eq(ispLinks.userId, created?.id ?? ''));
    expect(links.map((l) => l.subject)).toEqual(['sso-nuovo']);
    // A single-sign-on session: signing out goes through the provider.
    const out = await client.post('/api/Auth/logout');
    expect(out.json().RedirectUrl).toContain(portal.idp.issuers.v3);
  });
});
