import { safeReturnPath } from '../../../lib/return-url';

/**
 * What the single-sign-on flow remembers in the browser:
 * - the company chosen last time by an identity linked to several users (spec §4: "matched by company
 *   code to the stored ISP info"), in localStorage by the identity's subject, so the next sign-in of
 *   the same identity skips the list; only VAT numbers are stored, never names or tokens;
 * - the return URL of the sign-in page, in sessionStorage (this tab, this visit): it survives the
 *   provider's round trip in the browser; the server keeps none, so none can aim a server redirect.
 * Storage may be missing or full (private modes, quotas): every access fails quietly, the flow then
 * just asks again or goes home.
 */

const COMPANY_KEY = 'sportello.sso.companies';
const RETURN_URL_KEY = 'sportello.sso.returnUrl';
/** Enough for every identity a shared desk realistically sees; the oldest entries go first. */
const MAX_REMEMBERED = 20;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStore(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function sessionStore(): StorageLike | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readCompanies(storage: StorageLike): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(COMPANY_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The VAT number of the company this identity chose last time, if any. */
export function rememberedSsoCompany(
  subject: string,
  storage: StorageLike | undefined = localStore(),
): string | undefined {
  if (!storage || !subject) return undefined;
  const code = readCompanies(storage)[subject];
  return code || undefined;
}

/** Remembers the company (VAT number) this identity chose, for its next sign-in. */
export function rememberSsoCompany(
  subject: string,
  companyCode: string,
  storage: StorageLike | undefined = localStore(),
): void {
  if (!storage || !subject || !companyCode) return;
  const { [subject]: _previous, ...others } = readCompanies(storage);
  // Insertion order is age order: the newest goes last, the oldest are dropped past the limit.
  const entries = [...Object.entries(others), [subject, companyCode] as const].slice(-MAX_REMEMBERED);
  try {
    storage.setItem(COMPANY_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Quota or privacy mode: the user picks from the list again next time.
  }
}

/** Keeps the sign-in page's return URL (only a safe path of this site) for the landing page. */
export function saveSsoReturnUrl(
  returnUrl: string | null | undefined,
  storage: StorageLike | undefined = sessionStore(),
): void {
  if (!storage) return;
  const safe = safeReturnPath(returnUrl);
  try {
    if (safe) storage.setItem(RETURN_URL_KEY, safe);
    else storage.removeItem(RETURN_URL_KEY);
  } catch {
    // Without storage the user lands on the home page instead.
  }
}

/** The saved return URL, read once: it is forgotten so that a later sign-in does not reuse it. */
export function takeSsoReturnUrl(storage: StorageLike | undefined = sessionStore()): string | undefined {
  if (!storage) return undefined;
  try {
    const value = storage.getItem(RETURN_URL_KEY);
    storage.removeItem(RETURN_URL_KEY);
    // Checked again: session storage is writable by any script of the origin.
    return safeReturnPath(value);
  } catch {
    return undefined;
  }
}
