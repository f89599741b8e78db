import {
  DEFAULT_LANGUAGE_ID,
  isLanguageId,
  type LanguageId,
  languageFromAcceptLanguage,
} from '@sportello/i18n/languages';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's language, for the `Message` of error answers and for e-mails: the signed-in user's
 * language wins (added by the session module), then the web app's `X-Language-Id` header, then the
 * `lg` query parameter, then Accept-Language, then Italian.
 */
export function requestLanguage(request: FastifyRequest): LanguageId {
  const fromSession = request.languageOverride;
  if (isLanguageId(fromSession)) return fromSession;
  const header = Number(request.headers['x-language-id']);
  if (isLanguageId(header)) return header;
  const lg = Number((request.query as Record<string, unknown> | undefined)?.lg);
  if (isLanguageId(lg)) return lg;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE_ID;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by whoever knows better than the headers (the session of a signed-in user). */
    languageOverride?: number;
  }
}
