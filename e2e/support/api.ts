import { type APIRequestContext, expect } from '@playwright/test';

/** The antiforgery header every write of the API asks for (the token follows the session). */
export async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  const { Token } = (await (await api.get('/api/Auth/antiforgery')).json()) as { Token: string };
  return { 'X-CSRF-Token': Token };
}

/** A write through the API that must succeed (the answer's body in the failure); answers its JSON. */
export async function post(api: APIRequestContext, path: string, data: object) {
  const res = await api.post(path, { headers: await csrf(api), data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}
