import type { AuditEntry } from '../../core/audit-trail';
import { type AuditLabelKind, snapshotText } from '../../core/module';

/**
 * What the audit log shows instead of internal ids (a ticket's code, a user's name): the kinds of
 * object an entry may name, which ids of a page of entries name them, and each entry's labels once
 * those ids have been read, one query per kind for the whole page (audit-labels.repository.ts).
 */

/** Ids by kind, as text (the log keeps object ids as text). */
export type IdsByKind = Record<string, Set<string>>;
/** Labels by kind, then by id. */
export type LabelsByKind = Record<string, Map<string, string>>;

/**
 * The kinds of object the log names, each declared by the module that owns its table (its manifest's
 * `auditLabels`, gathered when the app is built): the audit module reads no other module's tables.
 */
let kinds = new Map<string, AuditLabelKind>();
/** The kind of object each resource's entries are about; other resources' entries have no object to name. */
let objectKinds = new Map<string, AuditLabelKind>();
/** The fields of Before and After that hold the id of another object. */
let valueKinds = new Map<string, AuditLabelKind>();

export function configureAuditLabels(declared: readonly AuditLabelKind[]): void {
  kinds = new Map(declared.map((kind) => [kind.kind, kind]));
  objectKinds = new Map(declared.flatMap((kind) => (kind.resources ?? []).map((r) => [r, kind] as const)));
  valueKinds = new Map(declared.flatMap((kind) => (kind.fields ?? []).map((f) => [f, kind] as const)));
}

/** The declared kinds, for the lookups of a page (audit-labels.repository.ts). */
export const labelKinds = (): AuditLabelKind[] => [...kinds.values()];

/** A plan's subscriptions are logged under `plans` as `subscription:<id>`. */
const SUBSCRIPTION = /^subscription:\d+$/;

const fieldsOf = (snapshot: unknown): Record<string, unknown> =>
  snapshot && typeof snapshot === 'object' && !Array.isArray(snapshot)
    ? (snapshot as Record<string, unknown>)
    : {};

const idText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** Every id a page of entries names, by kind: their objects, and the ids their snapshots hold. */
export function idsToLabel(rows: AuditEntry[]): IdsByKind {
  const ids: IdsByKind = Object.fromEntries([...kinds.keys()].map((kind) => [kind, new Set<string>()]));
  const add = (kind: AuditLabelKind | undefined, id: string | undefined) => {
    if (kind && id !== undefined && kind.idShape.test(id)) ids[kind.kind]?.add(id);
  };
  for (const row of rows) {
    add(objectKinds.get(row.resource), row.objectId);
    for (const snapshot of [row.before, row.after])
      for (const [field, value] of Object.entries(fieldsOf(snapshot)))
        add(valueKinds.get(field), idText(value));
  }
  return ids;
}

export interface EntryLabels {
  ObjectLabel: string | null;
  ValueLabels: Record<string, Record<string, string>>;
}

/** One entry's labels, from those read for its page. */
export function labelsOf(row: AuditEntry, labels: LabelsByKind): EntryLabels {
  const before = fieldsOf(row.before);
  const after = fieldsOf(row.after);
  const ValueLabels: Record<string, Record<string, string>> = {};
  for (const snapshot of [before, after])
    for (const [field, value] of Object.entries(snapshot)) {
      const kind = valueKinds.get(field);
      const id = idText(value);
      const label = kind && id !== undefined ? labels[kind.kind]?.get(id) : undefined;
      if (label && id !== undefined) ValueLabels[field] = { ...ValueLabels[field], [id]: label };
    }
  return { ObjectLabel: objectLabel(row, before, after, labels, ValueLabels) ?? null, ValueLabels };
}

function objectLabel(
  row: AuditEntry,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  labels: LabelsByKind,
  values: EntryLabels['ValueLabels'],
): string | undefined {
  const latest = { ...before, ...after };
  if (row.resource === 'plans' && SUBSCRIPTION.test(row.objectId)) {
    // A subscription is its plan for its company: both are named among its values.
    const named = (field: string) => values[field]?.[idText(latest[field]) ?? ''];
    const parts = [named('PlanId'), named('CompanyId')].filter(Boolean);
    return parts.length ? parts.join(' · ') : undefined;
  }
  if (row.resource === 'identities') {
    // A provider's link exists until it is removed, which is the one change logged of it.
    const provider = snapshotText(latest.Provider);
    const who = snapshotText(latest.Email) ?? snapshotText(latest.Subject);
    return provider && who ? `${provider} · ${who}` : who;
  }
  const kind = objectKinds.get(row.resource);
  if (!kind) return undefined;
  // An object deleted since: the label it had when the entry was written, from its snapshot.
  return labels[kind.kind]?.get(row.objectId) ?? kind.snapshotLabel?.(latest);
}
