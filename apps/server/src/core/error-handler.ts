import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERRORS, type ErrorBody, type ErrorKey, isErrorKey } from '@sportello/contracts/common/errors';
import { DEFAULT_LANGUAGE_ID } from '@sportello/i18n/languages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from './app-error';
import { isDatabaseUnavailable, isUnstorableText } from './database';
import { errorMessage } from './error-message';
import { requestLanguage } from './request-language';
import { noteServerFailure } from './server-failures';

/**
 * The single place where failures become answers. Every error leaves as a proper HTTP status and
 * the body { ErrorCode, ErrorMessage, Message } (Message in the caller's language); a 5xx never
 * carries internals — those go to the log with the request id, and the failures to the admins' log of
 * server errors (core/server-failures.ts, decision 068).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { key, detail, fields } = describeFailure(error, request);
    return sendError(request, reply, key, detail, fields);
  });
}

/**
 * What a failure means — its catalogue key (detail, fields) and HTTP status — logged once. Every
 * scope's error handler goes through here, so that one answers as the others do (the knowledge
 * base's pages render it as a page instead of the error body).
 */
export function describeFailure(
  error: FastifyError,
  request: FastifyRequest,
): { key: ErrorKey; detail?: string; fields?: FieldProblem[]; status: number } {
  const failure = classify(error);
  const status = ERRORS[failure.key].status;
  // A 503 the server chose (maintenance, shutting down) is a refusal like a 4xx, not a failure.
  const chosen = status === 503 && isAppError(error);
  if (status >= 500 && !chosen) {
    request.log.error({ err: error }, 'request failed');
    noteServerFailure(request, { error, key: failure.key, status });
  } else request.log.info({ key: failure.key, detail: failure.detail }, 'request refused');
  return { ...failure, status };
}

type FieldProblem = { path: string; key: ErrorKey; detail?: string };

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  key: ErrorKey,
  detail?: string,
  fields: FieldProblem[] = [],
): FastifyReply {
  const body = errorBody(requestLanguage(request), key, detail, fields);
  return reply.status(ERRORS[key].status).type('application/json; charset=utf-8').send(body);
}

/**
 * Refusals of Node's HTTP parser, before any request exists for Fastify (headers over the size
 * limit, a malformed request, a client too slow): answered on the raw socket, still in the error
 * shape, in the default language (there is no request to read a language from). Fastify's
 * `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A connection reset by the client has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const key: ErrorKey =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'ERROR_HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'ERROR_REQUEST_TIMEOUT'
        : 'ERROR_BAD_REQUEST';
  const { status } = ERRORS[key];
  const body = JSON.stringify(errorBody(DEFAULT_LANGUAGE_ID, key));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function errorBody(languageId: number, key: ErrorKey, detail?: string, fields: FieldProblem[] = []) {
  const body: ErrorBody = { ErrorCode: ERRORS[key].code, ...errorMessage(languageId, key, detail) };
  if (fields.length > 0)
    body.Fields = fields.map((f) => ({ Field: f.path, ...errorMessage(languageId, f.key, f.detail) }));
  return body;
}

function classify(error: FastifyError): { key: ErrorKey; detail?: string; fields?: FieldProblem[] } {
  if (isAppError(error)) return { key: error.key, detail: error.detail, fields: error.fields };
  if (hasZodFastifySchemaValidationErrors(error)) return fromValidation(error.validation);
  if (isResponseSerializationError(error)) return { key: 'ERROR_GENERIC' };
  if (isDatabaseUnavailable(error)) return { key: 'ERROR_SERVICE_UNAVAILABLE' };
  if (isUnstorableText(error)) return { key: 'ERROR_BAD_REQUEST', detail: 'unstorable character' };

  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { key: 'ERROR_MALFORMED_JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { key: 'ERROR_PAYLOAD_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { key: 'ERROR_UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_CSRF_INVALID_TOKEN':
    case 'FST_CSRF_MISSING_SECRET':
      return { key: 'ERROR_CSRF' };
  }
  if (error instanceof SyntaxError) return { key: 'ERROR_MALFORMED_JSON' };
  return { key: keyForStatus(error.statusCode) };
}

/** Framework errors carry only a status: name them with the closest catalogue key. */
function keyForStatus(status: number | undefined): ErrorKey {
  switch (status) {
    case 400:
    case 422:
      return 'ERROR_BAD_REQUEST';
    case 403:
      return 'ERROR_FORBIDDEN';
    case 404:
      return 'ERROR_NOT_FOUND';
    case 405:
      return 'ERROR_METHOD_NOT_ALLOWED';
    case 408:
      return 'ERROR_REQUEST_TIMEOUT';
    case 409:
      return 'ERROR_CONFLICT';
    case 413:
      return 'ERROR_PAYLOAD_TOO_LARGE';
    case 414:
      return 'ERROR_URI_TOO_LONG';
    case 415:
      return 'ERROR_UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'ERROR_TOO_MANY_REQUESTS';
    case 431:
      return 'ERROR_HEADERS_TOO_LARGE';
    case 503:
      return 'ERROR_SERVICE_UNAVAILABLE';
    default:
      // Any other 4xx is still the caller's fault; anything else is ours.
      return status !== undefined && status >= 400 && status < 500 ? 'ERROR_BAD_REQUEST' : 'ERROR_GENERIC';
  }
}

/**
 * Schema failures: a contract refinement names its spec key as the issue message
 * (`ERROR_BAD_EMAIL`, `ERROR_CF_BADCHAR X`); other issues (wrong type, missing field) are
 * ERROR_BAD_REQUEST with the zod text as detail. The first field's key leads the answer.
 */
function fromValidation(validation: { instancePath: string; message?: string; params?: unknown }[]): {
  key: ErrorKey;
  detail?: string;
  fields: FieldProblem[];
} {
  const fields = validation.map((v): FieldProblem => {
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = (v.message ?? '').trim();
    const [head = '', ...rest] = message.split(' ');
    if (isErrorKey(head)) return { path, key: head, detail: rest.join(' ') || limitOf(head, v.params) };
    return { path, key: 'ERROR_BAD_REQUEST', detail: path ? `${path}: ${message}` : message };
  });
  const first = fields[0] ?? { path: '', key: 'ERROR_BAD_REQUEST' as const };
  return { key: first.key, detail: first.detail, fields };
}

/**
 * A text over its length says the length allowed ("… Lunghezza massima: 200"): the schema's own
 * maximum, so that no contract repeats it in its message.
 */
function limitOf(key: ErrorKey, params: unknown): string | undefined {
  const maximum = (params as { maximum?: unknown } | undefined)?.maximum;
  return key === 'ERROR_FIELD_TOO_LONG' && typeof maximum === 'number' ? String(maximum) : undefined;
}
