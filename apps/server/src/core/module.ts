import type { Resource } from '@sportello/contracts/backoffice/access.contract';
import type { ResourceAccess } from '@sportello/contracts/backoffice/resource-access';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Tx } from './database';
import type { PersonalDataPart } from './personal-data';

/**
 * A kind of object that audit entries name (decision 046), declared by the module that owns its
 * table: which resources' entries are about one (their object id), which fields of Before and After
 * hold one's id, the shape of its ids, and how to read the labels of a page of ids in one query.
 */
export interface AuditLabelKind {
  kind: string;
  resources?: readonly string[];
  fields?: readonly string[];
  idShape: RegExp;
  lookup(tx: Tx, ids: string[]): Promise<[string, string][]>;
  /** The label an object deleted since had, from an entry's snapshot (its row can no longer be read). */
  snapshotLabel?(snapshot: Record<string, unknown>): string | undefined;
}

/** The lookup of a kind whose rows have a serial id and a text naming them: one query for a page. */
export function labelsBySerialId(
  table: PgTable,
  id: AnyPgColumn,
  label: AnyPgColumn,
): AuditLabelKind['lookup'] {
  return async (tx, ids) =>
    (
      await tx
        .select({ id, label })
        .from(table)
        .where(inArray(id, ids.map(Number)))
    ).map((row) => [String(row.id), String(row.label)]);
}

/** A snapshot's text field, trimmed; undefined when empty or not text. */
export const snapshotText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A person as the back office names them: full name and user name, or the user name alone. */
export function personLabel(p: { firstName: string; lastName: string; userName: string }): string {
  const name = `${p.firstName} ${p.lastName}`.trim();
  return name ? `${name} (${p.userName})` : p.userName;
}

/** Ids of rows numbered by a serial column, as the audit log keeps them (text). */
export const SERIAL_ID = /^[1-9]\d{0,8}$/;
/** Ids of rows keyed by a UUID. */
export const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a server module declares of itself (decision 057), in `modules/<m>/<m>.module.ts`: its name,
 * the back-office resources it owns with each role's grants (from its contracts), the objects its
 * audit entries name, what it keeps of a user (the data export's parts), and its routes. `app.ts`
 * lists the manifests in order; the central registries (the grants, the audit labels, the data
 * export's parts) are built from that list, never edited per area.
 */
export interface ModuleManifest<Deps> {
  name: string;
  access?: readonly ResourceAccess<Resource>[];
  auditLabels?: readonly AuditLabelKind[];
  /** What its tables hold of a user, for the user's data export (decision 065). */
  personalData?: readonly PersonalDataPart[];
  /** Registers the module's routes (and what lives as long as the app: jobs, listeners). */
  register(app: FastifyInstance, deps: Deps): void;
}
