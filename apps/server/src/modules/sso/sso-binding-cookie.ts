import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HttpOnly cookie that binds a redeemed identity to this browser until it signs in, links or
 * registers. The routes that consume the identity (single sign-on and registration under
 * `/api/Auth`, invitations under `/api/Company`) read and end it through these helpers only; the
 * cookie's path is therefore the whole API, never the pages.
 */
const BINDING_COOKIE = 'sportello.isp';
const OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/api' } as const;

export function readBinding(request: FastifyRequest): string | undefined {
  return request.cookies[BINDING_COOKIE];
}

export function setBinding(reply: FastifyReply, binding: string, maxAgeSeconds: number): void {
  reply.setCookie(BINDING_COOKIE, binding, { ...OPTIONS, maxAge: maxAgeSeconds });
}

export function clearBinding(reply: FastifyReply): void {
  reply.clearCookie(BINDING_COOKIE, { path: OPTIONS.path });
}
