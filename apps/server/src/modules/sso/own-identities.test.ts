import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn, type TestClient } from '../../../test/test-client';
import { users } from '../users/users.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OwnIdentity {
  Id: string;
  Provider: string;
  Subject: string;
}

const mine = async (c: TestClient) => (await c.get('/api/Auth/isp/mine')).json<OwnIdentity[]>();
const unlink = (c: TestClient, id: string) =>
  c.request({ method: 'DELETE', url: `/api/Auth/isp/mine/${id}` });

describe("a user's own identity-provider links", () => {
  it('are listed to their user, who unlinks one; another user’s link does not exist for them', async () => {
    const mario = await signedIn(t.app, 'mario.rossi', '12345678903');
    const lucia = await signedIn(t.app, 'lucia.bianchi.neri');
    const links = await mine(mario);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.Subject === 'sso-mario')).toBe(true);

    const luciaLinks = await mine(lucia);
    const refused = await unlink(mario, luciaLinks[0]!.Id);
    expect(refused.statusCode).toBe(404);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_NOT_FOUND');
    expect(await mine(lucia)).toEqual(luciaLinks);

    // Mario has a password of the portal: he may unlink every identity.
    for (const link of links) expect((await unlink(mario, link.Id)).statusCode).toBe(200);
    expect(await mine(mario)).toEqual([]);
  });

  it('keeps the last link of a user without a password (ERROR_ISP_UNLINK_LAST)', async () => {
    const lucia = await signedIn(t.app, 'lucia.bianchi', '12345678903');
    // As a user of a company that signs in through the provider only: no password of the portal.
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.userName, 'lucia.bianchi'));
    const links = await mine(lucia);
    for (const link of links.slice(1)) expect((await unlink(lucia, link.Id)).statusCode).toBe(200);
    const last = await unlink(lucia, links[0]!.Id);
    expect(last.statusCode).toBe(409);
    expect(errorBody(last).ErrorMessage).toBe('ERROR_ISP_UNLINK_LAST');
    expect(await mine(lucia)).toHaveLength(1);
  });
});
