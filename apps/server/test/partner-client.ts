import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signedIn, TestClient } from './test-client';

/**
 * A partner application registered by the demo admin through the back office, with the secret it was
 * given once, and a client that calls with its access token (decision 080).
 */
export interface RegisteredPartner {
  id: number;
  clientId: string;
  secret: string;
}

export async function registerPartner(
  app: FastifyInstance,
  input: Record<string, unknown> = {},
  admin?: TestClient,
): Promise<RegisteredPartner> {
  const by = admin ?? (await signedIn(app, 'admin@sportello.demo'));
  const res = await by.post('/api/Partner/Save', {
    Name: 'ViaLibera',
    Scopes: ['users.read', 'users.link', 'disclaimers.read'],
    ...input,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { Partner, ClientSecret } = res.json<{
    Partner: { Id: number; ClientId: string };
    ClientSecret: string;
  }>();
  return { id: Partner.Id, clientId: Partner.ClientId, secret: ClientSecret };
}

export const basicAuth = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** RFC 6749 §4.4.2: a form-encoded token request with HTTP Basic client authentication. */
export function requestToken(
  app: FastifyInstance,
  partner: { clientId: string; secret: string },
  scope?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/vlc/oauth/token',
    headers: {
      authorization: basicAuth(partner.clientId, partner.secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ grant_type: 'client_credentials', ...(scope && { scope }) }).toString(),
  });
}

/** A client of the partner: every call carries its bearer token and no cookie of its own making. */
export async function partnerClient(app: FastifyInstance, partner: RegisteredPartner): Promise<TestClient> {
  const res = await requestToken(app, partner);
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json<{ access_token: string }>().access_token;
  return new TestClient(app, { headers: { authorization: `Bearer ${token}` } });
}
