import { getAntiforgeryToken } from '@sportello/contracts/auth/antiforgery.contract';
import { ErrorBody } from '@sportello/contracts/common/errors';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { type RouteContract, routePath } from '@sportello/contracts/common/route';
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
 * Calls one route of the wire contract and returns its answer validated by the route's response
 * schema. Errors are thrown as `ApiError`, never as raw fetch or parse errors, so that every caller
 * handles one shape.
 */
export async function apiRequest<R extends RouteContract>(
  route: R,
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

  if (!response.ok) {
    const parsed = ErrorBody.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data : undefined);
  }
  const result = route.response.safeParse(payload);
  if (!result.success) {
    // An answer that breaks the contract is a defect; it surfaces as an error, not as wrong data.
    throw new ApiError(response.status, undefined, { cause: result.error });
  }
  return result.data as ApiResponse<R>;
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

/** The parsed JSON body, or undefined when there is none or it is not JSON (e.g. a proxy's HTML page). */
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
    return undefined;
  }
}

function isCsrfRejection(payload: unknown): boolean {
  const parsed = ErrorBody.safeParse(payload);
  return parsed.success && parsed.data.ErrorMessage.startsWith('ERROR_CSRF');
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
  const { Token } = await apiRequest(getAntiforgeryToken, { keepOnNavigation: true });
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
