import type { LoginResult, SessionInfo } from '@sportello/contracts/auth/login.contract';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Response | ((call: RecordedCall) => Response | Promise<Response>);

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An error answer as the server sends it. */
export const apiError = (status: number, errorCode: number, errorMessage: string, message = errorMessage) =>
  json(status, { ErrorCode: errorCode, ErrorMessage: errorMessage, Message: message });

export const EMPTY_SESSION = () => apiError(401, 200, 'ERROR_EMPTY_SESSION', 'Sessione scaduta.');

/**
 * A fetch stub that answers by "METHOD /path" (the `state=true` query is ignored). A route given an
 * array answers from it in turn (the last answer repeats); unknown routes answer 404, and the
 * anti-forgery token and language list always have an answer, so tests name only what they are about.
 */
export function stubApi(routes: Record<string, Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(Object.entries(routes).map(([key, answer]) => [key, [answer].flat()]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const queue = queues.get(key);
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (answer) return typeof answer === 'function' ? answer(call) : answer.clone();
    if (key === 'GET /api/Auth/antiforgery') return json(200, { Token: 'test-token' });
    if (key === 'GET /api/App/getlanguages') return new Response('', { status: 503 });
    return apiError(404, 105, 'ERROR_NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one route, e.g. `callsTo('POST /api/Auth/login')`. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/** A signed-in session of the demo user Mario Rossi, with two parents; override what a test needs. */
export function sessionOf(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    User: {
      UserName: 'mario.rossi',
      FirstName: 'Mario',
      LastName: 'Rossi',
      Email: 'mario.rossi@rossi-impianti.example',
      EmailVerified: false,
      Role: 'company_admin',
    },
    Company: {
      VatCode: '09876543217',
      Name: 'Rossi Impianti S.r.l.',
      CompanyParents: [
        { VatCode: '12345678903', Name: 'Studio Bianchi' },
        { VatCode: '02468135799', Name: 'Verdi Consulting S.r.l.' },
      ],
    },
    ParentCode: '02468135799',
    Language: { Id: 1 },
    IsLocalLogin: true,
    MustChangePassword: false,
    ...overrides,
  };
}

/**
 * The answer of a password sign-in of Mario Rossi, whose company has no parents (the sign-in is
 * complete); override what a test needs.
 */
export function loginResultOf(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    UserName: 'mario.rossi',
    IsPassowrdExpired: false,
    MustChangePassword: false,
    Language: { Id: 1 },
    Company: { VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.', CompanyParents: [] },
    ParentCode: null,
    ...overrides,
  };
}
