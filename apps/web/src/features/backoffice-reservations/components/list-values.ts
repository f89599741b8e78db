/** The address's value when it is one of `values` (a filter's choices), else undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A row id kept in the address (`?service=4`), or 0 when it holds none. */
export const idOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : 0);

/** A back-office user's id kept in the address, when it looks like one (the server checks the rest). */
export const uuidOf = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : undefined;
