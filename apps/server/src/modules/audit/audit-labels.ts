import type { auditLog } from './audit.tables';

/**
 * What the audit log shows instead of internal ids (a ticket's code, a user's name): the kinds of
 * object an entry may name, which ids of a page of entries name them, and each entry's labels once
 * those ids have been read, one query per kind for the whole page (audit-labels.repository.ts).
 */

export const LABEL_KINDS = ['user', 'company', 'ticket', 'communication', 'plan', 'tag', 'chat'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** Ids by kind, as text (the log keeps object ids as text). */
export type IdsByKind = Record<LabelKind, Set<string>>;
/** Labels by kind, then by id. */
export type LabelsByKind = Record<LabelKind, Map<string, string>>;

type AuditRow = typeof auditLog.$inferSelect;

/** The kind of object each resource's entries are about; other resources' entries have no object to name. */
const OBJECT_KINDS: Readonly<Record<string, LabelKind>> = {
  users: 'user',
  roles: 'user',
  companies: 'company',
  tickets: 'ticket',
  communications: 'communication',
  plans: 'plan',
  tags: 'tag',
  chat: 'chat',
};

/** The fields of Before and After that hold the id of another object. */
const VALUE_KINDS: Readonly<Record<string, LabelKind>> = {
  HandlerId: 'user',
  OperatorId: 'user',
  UserId: 'user',
  CompanyId: 'company',
  PlanId: 'plan',
  TicketId: 'ticket',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERIAL = /^[1-9]\d{0,8}$/;
/** The shape of each kind's ids: anything else (`import`, `settings`) is not looked up. */
const ID_SHAPES: Readonly<Record<LabelKind, RegExp>> = {
  user: UUID,
  ticket: UUID,
  company: SERIAL,
  communication: SERIAL,
  plan: SERIAL,
  tag: SERIAL,
  chat: SERIAL,
};

/** A plan's subscriptions are logged under `plans` as `subscription:<id>`. */
const SUBSCRIPTION = /^subscription:\d+$/;

const emptyIds = (): IdsByKind =>
  Object.fromEntries(LABEL_KINDS.map((k) => [k, new Set<string>()])) as IdsByKind;

const fieldsOf = (snapshot: unknown): Record<string, unknown> =>
  snapshot && typeof snapshot === 'object' && !Array.isArray(snapshot)
    ? (snapshot as Record<string, unknown>)
    : {};

const idText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** Every id a page of entries names, by kind: their objects, and the ids their snapshots hold. */
export function idsToLabel(rows: AuditRow[]): IdsByKind {
  const ids = emptyIds();
  const add = (kind: LabelKind, id: string | undefined) => {
    if (id !== undefined && ID_SHAPES[kind].test(id)) ids[kind].add(id);
  };
  for (const row of rows) {
    const kind = OBJECT_KINDS[row.resource];
    if (kind) add(kind, row.objectId);
    for (const snapshot of [row.before, row.after])
      for (const [field, value] of Object.entries(fieldsOf(snapshot))) {
        const valueKind = VALUE_KINDS[field];
        if (valueKind) add(valueKind, idText(value));
      }
  }
  return ids;
}

/** A person as the log names them: full name and user name, or the user name alone. */
export function personLabel(p: { firstName: string; lastName: string; userName: string }): string {
  const name = `${p.firstName} ${p.lastName}`.trim();
  return name ? `${name} (${p.userName})` : p.userName;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The label an object had when the entry was written, from its snapshot: for an object deleted
 * since, whose row can no longer be read.
 */
function snapshotLabel(kind: LabelKind, snapshot: Record<string, unknown>): string | undefined {
  switch (kind) {
    case 'user': {
      // An invitation (logged under users, as the user it is to be) may have no user name yet.
      const userName = text(snapshot.UserName);
      if (!userName) return text(snapshot.Email);
      return personLabel({
        firstName: text(snapshot.FirstName) ?? '',
        lastName: text(snapshot.LastName) ?? '',
        userName,
      });
    }
    case 'ticket':
      return text(snapshot.Code) ?? text(snapshot.TicketCode);
    case 'communication':
      return text(snapshot.Title);
    case 'company':
    case 'plan':
    case 'tag':
      return text(snapshot.Name);
    case 'chat':
      return undefined;
  }
}

export interface EntryLabels {
  ObjectLabel: string | null;
  ValueLabels: Record<string, Record<string, string>>;
}

/** One entry's labels, from those read for its page. */
export function labelsOf(row: AuditRow, labels: LabelsByKind): EntryLabels {
  const before = fieldsOf(row.before);
  const after = fieldsOf(row.after);
  const ValueLabels: Record<string, Record<string, string>> = {};
  for (const snapshot of [before, after])
    for (const [field, value] of Object.entries(snapshot)) {
      const kind = VALUE_KINDS[field];
      const id = idText(value);
      const label = kind && id !== undefined ? labels[kind].get(id) : undefined;
      if (label && id !== undefined) ValueLabels[field] = { ...ValueLabels[field], [id]: label };
    }
  return { ObjectLabel: objectLabel(row, before, after, labels, ValueLabels) ?? null, ValueLabels };
}

function objectLabel(
  row: AuditRow,
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
    const provider = text(latest.Provider);
    const who = text(latest.Email) ?? text(latest.Subject);
    return provider && who ? `${provider} · ${who}` : who;
  }
  const kind = OBJECT_KINDS[row.resource];
  if (!kind) return undefined;
  return labels[kind].get(row.objectId) ?? snapshotLabel(kind, latest);
}
