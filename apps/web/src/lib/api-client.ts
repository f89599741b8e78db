import type { getAntiforgeryToken } from '@sportello/contracts/auth/antiforgery.contract';
import { ANTIFORGERY_ROUTES } from '@sportello/contracts/auth/antiforgery.routes';
import type { ErrorBody } from '@sportello/contracts/common/errors';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { type RouteContract, type RouteDescriptor, routePath } from '@sportello/contracts/common/route';
import { DEFAULT_LANGUAGE_ID } from '@sportello/i18n/languages';
import type { z } from 'zod';
import { env } from '../config/env';
import { pageSignal } from './navigation-abort';

/**
 * A call that did not give the expected answer. `status` is the HTTP status, or 0 when no answer
 * arrived (network failure, or the request was cancelled: `aborted` tells the two apart).
 * `body` is the server's error body when it sent a well-formed one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  readonly aborted: boolean;

  constructor(
    status: number,
    body: ErrorBody | undefined,
    options: { aborted?: boolean; cause?: unknown } = {},
  ) {
    super(body?.ErrorMessage || (status === 0 ? 'Request not completed' : `HTTP ${status}`), {
      cause: options.cause,
    });
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.aborted = options.aborted ?? false;
  }
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

export interface RequestOptions<R extends RouteContract> {
  /** Values of the `:name` placeholders of the route path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: SchemaInput<R['body']>;
  signal?: AbortSignal;
  /**
   * Requests of the persistent shell (e.g. the language list) must not be cancelled when the user
   * changes page; page requests are, see navigation-abort.ts.
   */
  keepOnNavigation?: boolean;
}

export type ApiResponse<R extends RouteContract> = z.output<R['response']>;

const CSRF_HEADER = 'X-CSRF-Token';

let csrfToken: Promise<string> | undefined;
let requestLanguageId: number = DEFAULT_LANGUAGE_ID;

/** The language the server should answer in (its `Message` texts); kept in sync with the UI language. */
export function setRequestLanguageId(id: number): void {
  requestLanguageId = id;
}

/** Forgets the CSRF token, e.g. after login, when the server rotates the session the token is bound to. */
export function resetCsrfToken(): void {
  csrfToken = undefined;
}

/** A JSON filter as a path segment (base64url), the wire convention for filters in paths. */
export function filterSegment(value: unknown): string {
  return encodeFilter(value);
}

/**
 * Calls one route of the wire contract: `route` says where it lives (the contract module's sibling
 * `*.routes.ts`), the type argument names its contract, imported as a type only, which types the body
 * and the answer: `apiRequest<typeof login>(LOGIN_ROUTES.login, { body })`. A descriptor that is not
 * the contract's, or a missing type argument (`never` then), fails the type check.
 *
 * The answer is not parsed again here: the server's serializer has already checked it against the
 * same response schema (decision 022), and loading the schemas would cost every page the zod library.
 * Errors are thrown as `ApiError`, never as raw fetch or parse errors, so that every caller handles
 * one shape.
 */
export async function apiRequest<R extends RouteContract = never>(
  route: NoInfer<Pick<R, keyof RouteDescriptor>>,
  options: RequestOptions<R> = {},
): Promise<ApiResponse<R>> {
  const url = buildUrl(routePath(route.path, options.params), options.query);
  const signal = combineSignals(options.signal, options.keepOnNavigation ? undefined : pageSignal());
  const needsCsrf = route.method !== 'GET';

  let response = await send(
    url,
    route.method,
    options.body,
    signal,
    needsCsrf ? await getCsrfToken() : undefined,
  );
  let payload = await readPayload(response, signal);

  // The token may have expired with the session: fetch a fresh one and try exactly once more.
  if (needsCsrf && response.status === 403 && isCsrfRejection(payload)) {
    csrfToken = undefined;
    response = await send(url, route.method, options.body, signal, await getCsrfToken());
    payload = await readPayload(response, signal);
  }

  if (!response.ok) throw new ApiError(response.status, isErrorBody(payload) ? payload : undefined);
  // An empty body is an answer (a contract may allow none); a body that is not JSON (a proxy's or a
  // static server's page) is not the route's answer.
  if (payload === NOT_JSON) throw new ApiError(response.status, undefined);
  return payload as ApiResponse<R>;
}

/**
 * What a state-changing call sends beside its body when it is not sent through `apiRequest` (an
 * upload through XMLHttpRequest, for its progress): the address with its query, the anti-forgery
 * header and the language of the answer's texts, as `apiRequest` sends them.
 */
export async function writeRequestOf(
  route: RouteDescriptor,
  params?: Record<string, string | number>,
  query?: RequestOptions<RouteContract>['query'],
): Promise<{ url: string; headers: Record<string, string> }> {
  return {
    url: buildUrl(routePath(route.path, params), query),
    headers: {
      Accept: 'application/json',
      'X-Language-Id': String(requestLanguageId),
      [CSRF_HEADER]: await getCsrfToken(),
    },
  };
}

/**
 * The failure of such a call from its status and body text, as `apiRequest` throws it; `csrf` tells
 * a refused anti-forgery token (forgotten here: the caller may send once more with a fresh one).
 */
export function apiErrorOfAnswer(status: number, text: string): { error: ApiError; csrf: boolean } {
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  const csrf = status === 403 && isCsrfRejection(payload);
  if (csrf) csrfToken = undefined;
  return { error: new ApiError(status, isErrorBody(payload) ? payload : undefined), csrf };
}

function buildUrl(path: string, query: RequestOptions<RouteContract>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  // Every call of the original API accepted `state=true`; the server keeps honouring it.
  search.set('state', 'true');
  return `${env.apiBaseUrl}${path}?${search.toString()}`;
}

async function send(
  url: string,
  method: RouteContract['method'],
  body: unknown,
  signal: AbortSignal | undefined,
  token: string | undefined,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Language-Id': String(requestLanguageId),
  };
  if (token) headers[CSRF_HEADER] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    throw new ApiError(0, undefined, {
      aborted: Boolean(signal?.aborted) || isAbortError(error),
      cause: error,
    });
  }
}

/** A body that is not JSON, e.g. a proxy's HTML page. */
const NOT_JSON = Symbol('not JSON');

/** The parsed JSON body, undefined when there is none, NOT_JSON when it is something else. */
async function readPayload(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ApiError(0, undefined, {
      aborted: Boolean(signal?.aborted) || isAbortError(error),
      cause: error,
    });
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/**
 * Whether an error answer is the server's error body (contracts/common/errors.ts) rather than, say,
 * a proxy's JSON: the fields every caller relies on, with their types.
 */
function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null) return false;
  const body = payload as Record<string, unknown>;
  return (
    Number.isInteger(body.ErrorCode) &&
    (body.ErrorCode as number) > 0 &&
    typeof body.ErrorMessage === 'string' &&
    typeof body.Message === 'string' &&
    (body.Fields === undefined || Array.isArray(body.Fields))
  );
}

function isCsrfRejection(payload: unknown): boolean {
  return isErrorBody(payload) && payload.ErrorMessage.startsWith('ERROR_CSRF');
}

function getCsrfToken(): Promise<string> {
  // One fetch shared by concurrent calls; a failed fetch is not cached, so the next call retries.
  csrfToken ??= fetchCsrfToken().catch((error: unknown) => {
    csrfToken = undefined;
    throw error;
  });
  return csrfToken;
}

async function fetchCsrfToken(): Promise<string> {
  // Not tied to any page signal: the token is shared, one page leaving must not break another's call.
  const { Token } = await apiRequest<typeof getAntiforgeryToken>(ANTIFORGERY_ROUTES.getAntiforgeryToken, {
    keepOnNavigation: true,
  });
  return Token;
}

function combineSignals(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
