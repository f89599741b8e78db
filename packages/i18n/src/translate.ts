/** A flat catalogue: message key -> text. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * Text for a key, with the spec's visible markers (§8): a key missing from a loaded catalogue
 * shows as `## key##`, and any key shows as `:: key::` when no catalogue is loaded at all,
 * so that a missing translation is noticed rather than silently shown as a raw key.
 */
export function translate(catalogue: Catalogue | undefined, key: string): string {
  if (!catalogue) return `:: ${key}::`;
  return Object.hasOwn(catalogue, key) ? (catalogue[key] as string) : `## ${key}##`;
}

/**
 * Server messages that start with one of these keywords are localized by the keyword, and the
 * text after it is appended as detail (spec §8, back office and general).
 */
export const DETAIL_KEYWORDS = [
  'ERROR_MONITOR_AUTHSSO_NOLINKEDAPP',
  'ERROR_MONITOR_AUTHSSO',
  'ERROR_MONITOR_NODATARETRIEVED',
  'ERROR_MONITOR_SERVICENOTALIVEORERROR',
  'ERROR_USERLOGIN_DISABLED_USER',
  'ERROR_IVR_USERCREDENTIALS_STATUS',
  'ERROR_REGISTER_USER_EXISTS',
  'ERROR_BUS_VERIFY_COMPANY_CODE',
  'ERROR_BUS_VERIFY_COMPANY',
  'ERROR_USER_NOTFOUND_ADMIN',
  'ERROR_USER_USED_CHANGE',
] as const;

/** A database insert-statement failure must never reach a user as raw SQL. */
const INSERT_STATEMENT = /\binsert\s+(statement|into)\b/i;

/**
 * Keys whose detail is for programs, not people: which rule of the password policy failed
 * (STRENGTH, FIRSTNAME, LASTNAME or USERNAME; the message states every rule), the customer hub a
 * migrated company's users are sent to (the page goes there; the message says so), and the VAT
 * number of a company whose local sign-in is refused (the sign-in page asks the company's
 * local-login info with it), and what made a request invalid (the schema's own English text, the
 * field's path: for developers; the person reads that the request is not valid, in their language,
 * next to the field when there is one).
 */
const PROGRAM_DETAIL_KEYS: ReadonlySet<string> = new Set([
  'ERROR_BAD_REQUEST',
  'ERROR_PASSOWRD_INVALID',
  'ERROR_LOGIN_MIGRATE',
  'ERROR_LOCAL_LOGIN_DISABLED',
]);

/** A message that is exactly a key, or a key followed by a space and a detail (`ERROR_CF_BADCHAR $`). */
const KEY_WITH_DETAIL = /^([A-Z][A-Z0-9_]*[A-Z0-9])(?:\s+(.*))?$/s;

/** A detail that is a key of its own (`DETAIL_…`), then its values: `DETAIL_IMPORT_STRAY_QUOTE 2`. */
const DETAIL_KEY = /^(DETAIL_[A-Z0-9_]*[A-Z0-9])(?:\s+(.*))?$/s;

/**
 * A detail in the catalogue's language: a `DETAIL_` key's text with its values put in for `{{1}}`,
 * `{{2}}`… in order, the last value taking the rest of the detail, so that it may hold spaces (a
 * column's name). Any other detail (a character, a user name) is shown as it is.
 */
export function localizeDetail(catalogue: Catalogue | undefined, detail: string): string {
  const match = DETAIL_KEY.exec(detail.trim());
  const key = match?.[1];
  if (!key || !catalogue || !Object.hasOwn(catalogue, key)) return detail;
  const text = catalogue[key] as string;
  const slots = Math.max(0, ...[...text.matchAll(/\{\{(\d)\}\}/g)].map((m) => Number(m[1])));
  const rest = (match[2] ?? '').split(' ');
  const values = [...rest.splice(0, Math.max(slots - 1, 0)), rest.join(' ')];
  return text.replace(/\{\{(\d)\}\}/g, (_, n: string) => values[Number(n) - 1] ?? '');
}

/**
 * Turns a message coming from the server (an `ErrorMessage`, or a `Message` that may be a key) into
 * text in the catalogue's language: keyword messages keep their detail, known keys are translated,
 * insert-statement failures become ERROR_OBJECT_READ, empty messages become the generic
 * "operation interrupted" text, anything else (already human text) is shown as is.
 */
export function localizeMessage(
  catalogue: Catalogue | undefined,
  message: string | null | undefined,
): string {
  const text = (message ?? '').trim();
  if (!text) return translate(catalogue, 'ERROR_MISSING');
  if (INSERT_STATEMENT.test(text)) return translate(catalogue, 'ERROR_OBJECT_READ');

  // Longest keyword first, so that ERROR_MONITOR_AUTHSSO_NOLINKEDAPP is not read as ERROR_MONITOR_AUTHSSO.
  const keyword = DETAIL_KEYWORDS.find((k) => text.startsWith(k));
  if (keyword)
    return withDetail(translate(catalogue, keyword), localizeDetail(catalogue, text.slice(keyword.length)));

  const match = KEY_WITH_DETAIL.exec(text);
  if (match && catalogue && Object.hasOwn(catalogue, match[1] as string)) {
    const key = match[1] as string;
    const detail = PROGRAM_DETAIL_KEYS.has(key) ? '' : localizeDetail(catalogue, match[2] ?? '');
    return withDetail(translate(catalogue, key), detail);
  }
  return text;
}

function withDetail(text: string, detail: string): string {
  const rest = detail.replace(/^[\s:,-]+/, '').trim();
  return rest ? `${text} ${rest}` : text;
}

/**
 * A sentence that ends with a filled-in name that ends with a full stop itself ("… di Rossi Impianti
 * S.r.l.") gets one full stop, not two; an ellipsis stays as it is.
 */
export function tidySentenceEnds(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}
