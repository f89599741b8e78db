export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const fieldsOf = (snapshot: unknown) =>
  (snapshot && typeof snapshot === 'object' && !Array.isArray(snapshot) ? snapshot : {}) as Record<
    string,
    unknown
  >;

/**
 * The fields an audit entry changed, for reading at a glance: every top-level field whose value
 * differs between before and after (all of them for a creation or a deletion), with its values as
 * recorded (audit-values.ts puts them in words).
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}
