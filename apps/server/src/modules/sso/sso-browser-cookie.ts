import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HttpOnly cookie that proves a single sign-on runs in the browser that started it (decision
 * 024): a random value set at the start, whose hash travels with the flow and is kept with the
 * identity. The landing page's handle is redeemed, and the identity linked to a local account, only
 * with it. Read by the single-sign-on calls under `/api/Auth` only.
 */
const BROWSER_COOKIE = 'sportello.sso-browser';
// No `secure` of its own: the cookie plugin's default makes it Secure whenever the portal is published
// over https, whatever the request's scheme, as every other cookie (decision 004).
const OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/api/Auth' } as const;

export function readBrowserProof(request: FastifyRequest): string | undefined {
  return request.cookies[BROWSER_COOKIE];
}

export function setBrowserProof(reply: FastifyReply, secret: string, maxAgeSeconds: number): void {
  reply.setCookie(BROWSER_COOKIE, secret, { ...OPTIONS, maxAge: maxAgeSeconds });
}

export function clearBrowserProof(reply: FastifyReply): void {
  reply.clearCookie(BROWSER_COOKIE, { path: OPTIONS.path });
}
