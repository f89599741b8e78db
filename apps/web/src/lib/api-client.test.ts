import { defineRoute } from '@sportello/contracts/common/route';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, filterSegment, resetCsrfToken, setRequestLanguageId } from './api-client';
import { abortPageRequests } from './navigation-abort';

// As in the contracts: where each call lives, and the contract that spreads it (used as a type only).
const THING_ROUTES = {
  getThing: { method: 'GET', path: '/api/Thing/:id' },
  saveThing: { method: 'POST', path: '/api/Thing/save' },
} as const;

const getThing = defineRoute({
  ...THING_ROUTES.getThing,
  summary: 'test',
  response: z.object({ Name: z.string() }),
});

const saveThing = defineRoute({
  ...THING_ROUTES.saveThing,
  summary: 'test',
  body: z.object({ Name: z.string() }),
  response: z.object({ Id: z.number() }),
});

const fetchThing = (options: Parameters<typeof apiRequest<typeof getThing>>[1]) =>
  apiRequest<typeof getThing>(THING_ROUTES.getThing, options);
const postThing = (options: Parameters<typeof apiRequest<typeof saveThing>>[1]) =>
  apiRequest<typeof saveThing>(THING_ROUTES.saveThing, options);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  url: URL;
  init: RequestInit;
}

/** A fetch stub that answers from a queue and records what it was asked. */
function stubFetch(...answers: (Response | ((init: RequestInit) => Promise<Response>))[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input), 'http://portal.test'), init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${String(input)}`);
    return typeof next === 'function' ? next(init) : next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(() => {
  resetCsrfToken();
  setRequestLanguageId(1);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('fills the path, appends state=true and returns the answer', async () => {
    const calls = stubFetch(json(200, { Name: 'Rossi' }));
    const result = await fetchThing({ params: { id: 'a/b' }, query: { page: 2, skip: undefined } });
    expect(result).toEqual({ Name: 'Rossi' });
    expect(calls[0]?.url.pathname).toBe('/api/Thing/a%2Fb');
    expect(calls[0]?.url.searchParams.get('state')).toBe('true');
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(calls[0]?.url.searchParams.has('skip')).toBe(false);
    expect(calls[0]?.init.credentials).toBe('same-origin');
  });

  it('sends the UI language as X-Language-Id', async () => {
    setRequestLanguageId(2);
    const calls = stubFetch(json(200, { Name: 'x' }));
    await fetchThing({ params: { id: 1 } });
    expect(header(calls[0], 'X-Language-Id')).toBe('2');
  });

  it('sends no CSRF token on GET', async () => {
    const calls = stubFetch(json(200, { Name: 'x' }));
    await fetchThing({ params: { id: 1 } });
    expect(calls).toHaveLength(1);
    expect(header(calls[0], 'X-CSRF-Token')).toBeNull();
  });

  it('fetches the CSRF token once and sends it on every POST', async () => {
    const calls = stubFetch(json(200, { Token: 'tok-1' }), json(200, { Id: 1 }), json(200, { Id: 2 }));
    await postThing({ body: { Name: 'a' } });
    await postThing({ body: { Name: 'b' } });
    expect(calls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual([
      'GET /api/Auth/antiforgery',
      'POST /api/Thing/save',
      'POST /api/Thing/save',
    ]);
    expect(calls[0]?.url.searchParams.get('state')).toBe('true');
    expect(header(calls[1], 'X-CSRF-Token')).toBe('tok-1');
    expect(header(calls[2], 'X-CSRF-Token')).toBe('tok-1');
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"Name":"a"}');
  });

  it('refetches the token once after a CSRF rejection and retries', async () => {
    const csrf = { ErrorCode: 108, ErrorMessage: 'ERROR_CSRF', Message: 'Richiesta rifiutata.' };
    const calls = stubFetch(
      json(200, { Token: 'old' }),
      json(403, csrf),
      json(200, { Token: 'new' }),
      json(200, { Id: 7 }),
    );
    await expect(postThing({ body: { Name: 'a' } })).resolves.toEqual({ Id: 7 });
    expect(header(calls[1], 'X-CSRF-Token')).toBe('old');
    expect(header(calls[3], 'X-CSRF-Token')).toBe('new');
  });

  it('does not loop when the fresh token is rejected too', async () => {
    const csrf = { ErrorCode: 108, ErrorMessage: 'ERROR_CSRF', Message: 'Richiesta rifiutata.' };
    const calls = stubFetch(
      json(200, { Token: 'a' }),
      json(403, csrf),
      json(200, { Token: 'b' }),
      json(403, csrf),
    );
    const error = await postThing({ body: { Name: 'a' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(calls).toHaveLength(4);
  });

  it('does not retry a 403 that is not a CSRF rejection', async () => {
    const forbidden = { ErrorCode: 107, ErrorMessage: 'ERROR_FORBIDDEN', Message: 'Non consentito.' };
    const calls = stubFetch(json(200, { Token: 'a' }), json(403, forbidden));
    await expect(postThing({ body: { Name: 'a' } })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
  });

  it('turns an error answer into an ApiError carrying the parsed ErrorBody', async () => {
    const body = { ErrorCode: 402, ErrorMessage: 'ERROR_BAD_EMAIL', Message: 'Indirizzo e-mail non valido.' };
    stubFetch(json(400, body));
    const error = await fetchThing({ params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
  });

  it('keeps the status but no body when the error answer is not an ErrorBody', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await fetchThing({ params: { id: 1 } }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBeUndefined();
  });

  it('keeps the status but no body when the error answer is JSON of another shape', async () => {
    stubFetch(json(400, { error: 'Bad Request', ErrorCode: 'x' }));
    const error = (await fetchThing({ params: { id: 1 } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.body).toBeUndefined();
  });

  it('rejects a success answer that is not JSON, e.g. an HTML page instead of the API', async () => {
    stubFetch(new Response('<!doctype html><title>Sportello</title>', { status: 200 }));
    const error = (await fetchThing({ params: { id: 1 } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
    expect(error.body).toBeUndefined();
  });

  it('gives an empty success answer as undefined: a contract may allow none', async () => {
    stubFetch(new Response('', { status: 200 }));
    await expect(fetchThing({ params: { id: 1 } })).resolves.toBeUndefined();
  });

  it('takes its types from the contract named as type argument', () => {
    // Compile-time checks: each line fails the type check if its mistake is accepted.
    // @ts-expect-error a call without its contract has neither a body type nor an answer type
    const untyped = () => apiRequest(THING_ROUTES.getThing);
    // @ts-expect-error the descriptor of another route than the named contract's
    const mismatched = () => apiRequest<typeof getThing>(THING_ROUTES.saveThing);
    // @ts-expect-error a body the contract does not accept
    const badBody = () => postThing({ body: { Name: 1 } });
    expect([untyped, mismatched, badBody]).toHaveLength(3);
  });

  it('reports a network failure as status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await fetchThing({ params: { id: 1 } }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.aborted).toBe(false);
  });

  it('reports an aborted request as status 0', async () => {
    const controller = new AbortController();
    stubFetch(
      (init) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = fetchThing({ params: { id: 1 }, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.aborted).toBe(true);
  });

  it('cancels page requests on navigation, but not the ones that keep running', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        setTimeout(() => resolve(json(200, { Name: 'kept' })), 10);
      });
    stubFetch(hang, hang);
    const page = fetchThing({ params: { id: 1 } }).catch((e: unknown) => e);
    const shell = fetchThing({ params: { id: 2 }, keepOnNavigation: true });
    abortPageRequests();
    expect(((await page) as ApiError).status).toBe(0);
    await expect(shell).resolves.toEqual({ Name: 'kept' });
  });
});

describe('filterSegment', () => {
  it('encodes a JSON filter as base64url', () => {
    expect(filterSegment({ q: 'è?' })).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
