/**
 * The list state of a back-office page lives in the URL (`?page=2&sort=Title&desc=0&q=…`), so that a
 * reload or a shared link shows the same page. Values are parsed against the page's defaults; unknown
 * or malformed values fall back to them.
 */
export type ListValue = string | number | boolean | undefined;
export type ListState = Record<string, ListValue>;

export function readListState<S extends ListState>(search: URLSearchParams, defaults: S): S {
  const state: ListState = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    if (typeof fallback === 'number') {
      const n = Number(raw);
      if (Number.isInteger(n) && n >= 0) state[key] = n;
    } else if (typeof fallback === 'boolean') {
      if (raw === '1' || raw === '0') state[key] = raw === '1';
    } else {
      state[key] = raw;
    }
  }
  return state as S;
}

/** Only the values that differ from the defaults go into the URL: short, shareable links. */
export function writeListState<S extends ListState>(state: S, defaults: S): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined || value === '' || value === defaults[key]) continue;
    search.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return search;
}
