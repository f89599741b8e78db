export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const show = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * The fields an audit entry changed, for reading at a glance: every top-level field whose value
 * differs between before and after (all of them for a creation or a deletion).
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
}
