import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A caller with a cookie jar, as a browser would be: it keeps the cookies the server sets and sends
 * the anti-forgery token on state-changing calls (unless told not to).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(
    readonly app: FastifyInstance,
    private readonly defaults: { headers?: Record<string, string> } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string>; csrf?: boolean },
  ): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...this.defaults.headers, ...options.headers };
    if (method !== 'GET' && options.csrf !== false) headers['x-csrf-token'] = await this.token();
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const { csrf: _ignored, ...rest } = options;
    const res = await this.app.inject({ ...rest, method: method as 'GET', headers });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '' || (c.expires && c.expires.getTime() <= Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
      // A new anti-forgery secret (at sign-in): the token of the old one is no good, as in the web app.
      if (c.name === 'sportello.csrf') this.csrfToken = undefined;
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request({ method: 'POST', url, payload: (payload ?? {}) as object, ...options });
  }

  private async token(): Promise<string> {
    if (!this.csrfToken) {
      const res = await this.get('/api/Auth/antiforgery');
      this.csrfToken = res.json<{ Token: string }>().Token;
    }
    return this.csrfToken;
  }
}

export const DEMO_PASSWORD = 'Sportello#2026';

export async function signIn(
  client: TestClient,
  UserName: string,
  Password = DEMO_PASSWORD,
  ParentCode?: string,
) {
  return client.post('/api/Auth/login', { UserName, Password, ...(ParentCode && { ParentCode }) });
}

/** A new client signed in as `UserName` (with the parent company to pick, if any); fails the test otherwise. */
export async function signedIn(
  app: FastifyInstance,
  UserName: string,
  ParentCode?: string,
): Promise<TestClient> {
  const client = new TestClient(app);
  const res = await signIn(client, UserName, DEMO_PASSWORD, ParentCode);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}
